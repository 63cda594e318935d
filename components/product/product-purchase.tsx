'use client';

import { useRef, useState } from 'react';
import { openCartDrawer } from '@/components/cart/cart-drawer-store';
import { addToCart } from '@/components/cart/use-cart';
import { showToast } from '@/components/ui/toast';
import { useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { QUANTITY_MIN } from '@/lib/constants';
import { cartInput, initialColour, isAvailable, type ProductOptions } from '@/lib/product-options';
import { AddToBagButton, AddToBagRow, ColourPicker, SizePicker } from './option-pickers';
import { selectColour } from './selected-colour';
import { useScrolledPast } from './use-scrolled-past';

export interface ProductPurchaseProps {
  options: ProductOptions;
  /** A colour code and size a link asked for (?colour=&size=), preselected when they exist. */
  colourCode?: string;
  size?: string;
  /** The size chart's fragment on the page, when the product has one. */
  sizeGuideHref?: string;
}

/**
 * Colour, size and quantity pickers and ADD TO BAG (spec: first colour preselected). A missing
 * size marks the size row as well as the spec's toast; an add opens the cart drawer. On phones a
 * second ADD TO BAG sticks to the bottom once the first has scrolled away.
 */
export function ProductPurchase({
  options,
  colourCode,
  size: linkedSize,
  sizeGuideHref,
}: ProductPurchaseProps) {
  const t = useTexts('product');
  const [colour, setColour] = useState(() => initialColour(options.colours, colourCode));
  const [size, setSize] = useState<string | null>(() =>
    linkedSize && options.sizes.includes(linkedSize) ? linkedSize : null,
  );
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeRow = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLDivElement>(null);
  const sticky = useScrolledPast(mainButton);
  // A size chosen in one colour may be sold out in the next: then nothing is chosen.
  const chosen = size && isAvailable(options, colour, size) ? size : null;

  const add = () => {
    if (options.sizes.length > 0 && !chosen) {
      setSizeMissing(true);
      // From the sticky bar the row may be far above: bring it into view and put focus on it.
      sizeRow.current?.scrollIntoView?.({ block: 'center' });
      sizeRow.current
        ?.querySelector<HTMLInputElement>('input:not(:disabled)')
        ?.focus({ preventScroll: true });
      return showToast(t.selectSize);
    }
    addToCart(cartInput(options, colour, chosen, quantity));
    showToast(fill(t.added, { name: options.name }));
    openCartDrawer();
  };

  return (
    <div className="mt-6 space-y-5">
      <ColourPicker
        name="colour"
        colours={options.colours}
        value={colour}
        onChange={(c) => {
          setColour(c);
          selectColour(options.id, c.code.toUpperCase());
        }}
      />
      <div ref={sizeRow} className="scroll-mt-24">
        <SizePicker
          name="size"
          guideHref={sizeGuideHref}
          options={options}
          colour={colour}
          value={chosen}
          invalid={sizeMissing && !chosen}
          onChange={(s) => {
            setSize(s);
            setSizeMissing(false);
          }}
        />
      </div>
      <div ref={mainButton}>
        <AddToBagRow quantity={quantity} onQuantity={setQuantity} onAdd={add} />
      </div>
      {sticky && (
        <div
          className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] lg:hidden"
          data-testid="sticky-add"
          data-sticky-bar
        >
          <AddToBagButton onAdd={add} />
        </div>
      )}
    </div>
  );
}
