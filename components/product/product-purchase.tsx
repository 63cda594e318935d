'use client';

import { useState } from 'react';
import { addToCart } from '@/components/cart/use-cart';
import { showToast } from '@/components/ui/toast';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { lowStockText, stockOf } from '@/lib/stock';
import type { ProductColour, StockMap } from '@/lib/types';

export interface ProductPurchaseProps {
  id: number;
  name: string;
  href: string;
  priceCents: number;
  colours: ProductColour[];
  sizes: string[];
  /** First image per colour code, for the cart line. */
  imageByColour: Record<string, string>;
  stock: StockMap | null;
}

const optionClass =
  'min-h-11 min-w-11 border px-3 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-white has-disabled:cursor-not-allowed has-disabled:text-neutral-400 has-disabled:line-through has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink';

/** Colour, size and quantity pickers and ADD TO BAG (spec: first colour preselected). */
export function ProductPurchase({ id, name, href, priceCents, colours, sizes, imageByColour, stock }: ProductPurchaseProps) {
  const [colour, setColour] = useState(colours[0] ?? null);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const colourName = colour?.name ?? '';
  const available = (s: string) => stockOf(stock, colourName, s);
  const chosen = size && (available(size) ?? 1) > 0 ? size : null;

  const add = () => {
    if (sizes.length > 0 && !chosen) return showToast('Please select a size');
    addToCart({
      id,
      name,
      href,
      image: (colour && imageByColour[colour.code]) ?? Object.values(imageByColour)[0] ?? null,
      size: chosen ?? undefined,
      color: colour?.label,
      quantity,
      price: priceCents / 100,
    });
    showToast(`Added to cart: ${name}`);
  };

  return (
    <div className="mt-6 space-y-5">
      {colours.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">Colour: {colour?.label}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {colours.map((c) => (
              <label key={c.code || c.name} className="relative inline-flex size-11 items-center justify-center rounded-full border border-line has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-ink">
                <input type="radio" name="colour" className="sr-only" checked={colour === c} onChange={() => setColour(c)} aria-label={c.label} />
                <span aria-hidden="true" className="size-8 rounded-full ring-1 ring-neutral-300 ring-inset" style={{ backgroundColor: c.hex ?? '#ddd' }} />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">Size</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {sizes.map((s) => {
              const qty = available(s);
              return (
                <label key={s} className={`${optionClass} inline-flex items-center justify-center`}>
                  <input type="radio" name="size" className="sr-only" value={s} disabled={qty === 0} checked={chosen === s} onChange={() => setSize(s)} />
                  {s}
                  {qty === 0 && <span className="sr-only"> (sold out)</span>}
                </label>
              );
            })}
          </div>
          {chosen && <p className="mt-2 text-sm text-sale">{lowStockText(available(chosen))}</p>}
        </fieldset>
      )}
      <div className="flex items-end gap-3">
        <label className="text-sm font-medium">
          Quantity
          <select className="mt-1 block h-12 border border-line px-3" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
            {Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => i + QUANTITY_MIN).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={add} className="h-12 flex-1 bg-ink px-6 text-sm font-semibold tracking-[0.2em] text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
          ADD TO BAG
        </button>
      </div>
    </div>
  );
}
