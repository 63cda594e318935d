'use client';

import { useState } from 'react';
import { addToCart } from '@/components/cart/use-cart';
import { showToast } from '@/components/ui/toast';
import { QUANTITY_MIN } from '@/lib/constants';
import { cartInput, initialColour, isAvailable, type ProductOptions } from '@/lib/product-options';
import { AddToBagRow, ColourPicker, SizePicker } from './option-pickers';
import { selectColour } from './selected-colour';

export interface ProductPurchaseProps {
  options: ProductOptions;
  /** A colour code and size a link asked for (?colour=&size=), preselected when they exist. */
  colourCode?: string;
  size?: string;
}

/** Colour, size and quantity pickers and ADD TO BAG (spec: first colour preselected). */
export function ProductPurchase({ options, colourCode, size: linkedSize }: ProductPurchaseProps) {
  const [colour, setColour] = useState(() => initialColour(options.colours, colourCode));
  const [size, setSize] = useState<string | null>(() =>
    linkedSize && options.sizes.includes(linkedSize) ? linkedSize : null,
  );
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  // A size chosen in one colour may be sold out in the next: then nothing is chosen.
  const chosen = size && isAvailable(options, colour, size) ? size : null;

  const add = () => {
    if (options.sizes.length > 0 && !chosen) return showToast('Please select a size');
    addToCart(cartInput(options, colour, chosen, quantity));
    showToast(`Added to cart: ${options.name}`);
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
      <SizePicker name="size" options={options} colour={colour} value={chosen} onChange={setSize} />
      <AddToBagRow quantity={quantity} onQuantity={setQuantity} onAdd={add} />
    </div>
  );
}
