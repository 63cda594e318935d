// What an order line links to and shows: the product's page and its picture in the line's colour.
import { productLink } from '@/lib/product-link';
import type { Product } from '@/lib/types';

export interface LinePicture {
  href: string;
  /** A shop image URL, or null when the product has no picture. */
  image: string | null;
}

/** The product's page and its first picture in `colour` (the ERP's name or the shop's label), else its first. */
export function linePicture(product: Product, colour: string): LinePicture {
  const key = colour.trim().toUpperCase();
  const code = product.colours.find(
    (c) => c.name.toUpperCase() === key || c.label.toUpperCase() === key,
  )?.code;
  const own = code ? product.images.find((i) => i.colour === code.toUpperCase()) : undefined;
  return { href: productLink(product), image: (own ?? product.images[0])?.url ?? null };
}
