'use client';

import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';
import { isAvailable, sizeStock, type ProductOptions } from '@/lib/product-options';
import { lowStockText } from '@/lib/stock';
import type { ProductColour } from '@/lib/types';
import { useTexts } from '@/components/i18n/client-texts-context';

// The colour, size and quantity controls of the product page and the quick-add dialog. Native
// radios and a select: keyboard and screen readers get the standard behaviour for free.

const sizeClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center border px-3 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-white has-disabled:cursor-not-allowed has-disabled:text-neutral-400 has-disabled:line-through has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink';

export function ColourPicker({
  colours,
  value,
  onChange,
  name,
}: {
  colours: ProductColour[];
  value: ProductColour | null;
  onChange: (c: ProductColour) => void;
  name: string;
}) {
  const t = useTexts('product');
  if (colours.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {t.colour} {value && (value.shown ?? value.label)}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {colours.map((c) => (
          <label
            key={c.code || c.name}
            className="relative inline-flex size-11 items-center justify-center rounded-full border border-line has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-ink"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === c}
              onChange={() => onChange(c)}
              aria-label={c.shown ?? c.label}
            />
            <span
              aria-hidden="true"
              className="size-8 rounded-full ring-1 ring-neutral-300 ring-inset"
              style={{ backgroundColor: c.hex ?? '#ddd' }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SizePickerProps {
  options: Pick<ProductOptions, 'sizes' | 'stock'>;
  colour: ProductColour | null;
  value: string | null;
  onChange: (size: string) => void;
  name: string;
  /** ADD TO BAG was pressed without a size: the row is marked and says so. */
  invalid?: boolean;
  /** Where the size chart is on the page: a 'Size guide' link beside the picker's label. */
  guideHref?: string;
}

/** Sold-out sizes stay visible but disabled; 'Only N left' under a chosen low-stock size. */
export function SizePicker({
  options,
  colour,
  value,
  onChange,
  name,
  invalid = false,
  guideHref,
}: SizePickerProps) {
  const t = useTexts('product');
  if (options.sizes.length === 0) return null;
  const errorId = `${name}-missing`;
  return (
    <div className="relative">
      {/* A plain fragment link: the browser opens the closed Size & Fit section around the chart. */}
      {guideHref && (
        <a
          href={guideHref}
          className="absolute top-0 right-0 text-sm underline underline-offset-4 hover:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          {t.sizeGuide}
        </a>
      )}
      <fieldset
        aria-describedby={invalid ? errorId : undefined}
        data-invalid={invalid || undefined}
        className="rounded-sm data-invalid:outline-2 data-invalid:outline-offset-4 data-invalid:outline-sale"
      >
        <legend className="text-sm font-medium">{t.size}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.sizes.map((s) => {
            const available = isAvailable(options, colour, s);
            return (
              <label key={s} className={sizeClass}>
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  value={s}
                  disabled={!available}
                  checked={value === s}
                  onChange={() => onChange(s)}
                />
                {s}
                {!available && <span className="sr-only">{` ${t.soldOut}`}</span>}
              </label>
            );
          })}
        </div>
        {invalid && (
          <p id={errorId} className="mt-2 text-sm font-medium text-sale">
            {t.selectSize}
          </p>
        )}
        {value && (
          <p className="mt-2 text-sm text-sale">
            {lowStockText(sizeStock(options, colour, value), t.onlyLeft)}
          </p>
        )}
      </fieldset>
    </div>
  );
}

function QuantitySelect({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const t = useTexts('product');
  return (
    <label className="text-sm font-medium">
      {t.quantity}
      <select
        className="mt-1 block h-12 border border-line px-3"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => i + QUANTITY_MIN).map((n) => (
          <option key={n}>{n}</option>
        ))}
      </select>
    </label>
  );
}

/** Quantity 1 to 10 beside ADD TO BAG. */
export function AddToBagRow({
  quantity,
  onQuantity,
  onAdd,
}: {
  quantity: number;
  onQuantity: (n: number) => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex items-end gap-3">
      <QuantitySelect value={quantity} onChange={onQuantity} />
      <AddToBagButton onAdd={onAdd} />
    </div>
  );
}

/** The spec's ADD TO BAG button (beside the quantity, and alone in the phone's sticky bar). */
export function AddToBagButton({ onAdd }: { onAdd: () => void }) {
  const t = useTexts('product');
  return (
    <button
      type="button"
      onClick={onAdd}
      className="h-12 w-full flex-1 bg-ink px-6 text-sm font-semibold tracking-[0.2em] text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      {t.addToBag}
    </button>
  );
}
