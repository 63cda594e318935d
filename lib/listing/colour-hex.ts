// Swatch colours for the COLOR filter, keyed like its options (the colour's label, lower case).
import type { Product } from '@/lib/types';

export type ColourHexes = Record<string, string>;

/** Every colour's hex in the scope; built on the server once per scope snapshot. */
export function colourHexes(products: readonly Pick<Product, 'colours'>[]): ColourHexes {
  const hexes: ColourHexes = {};
  for (const product of products) {
    for (const colour of product.colours) {
      const key = (colour.label || colour.name).toLowerCase();
      if (colour.hex && !(key in hexes)) hexes[key] = colour.hex;
    }
  }
  return hexes;
}

/** The swatch for an option, grey when the colour has no hex. */
export function swatchOf(hexes: ColourHexes | undefined, label: string): string {
  return hexes?.[label.toLowerCase()] ?? '#d4d4d4';
}
