// What a product card hands its Quick Add for the moment the live options cannot be fetched
// (spec: the dialog then uses the card's product). A listing carries one per card in its page
// payload, so it holds only what the card itself shows.
import type { ProductOptions } from '@/lib/product-options';
import { cartPrice } from '@/lib/sale';
import type { Product } from '@/lib/types';

export interface QuickAddCard {
  id: number;
  name: string;
  /** What the shopper pays, in cents. */
  priceCents: number;
  /** The prior price a reduced item is sold down from (lib/prices/prior-price.ts). */
  originalPriceCents?: number;
  /** The card's picture. */
  image: string | null;
  /** Colour labels ('Black'), as the card names them. */
  colours: string[];
  sizes: string[];
}

export const quickAddCard = (product: Product): QuickAddCard => ({
  id: product.id,
  name: product.name,
  ...cartPrice(product),
  image: product.images[0]?.url ?? null,
  colours: product.colours.map((colour) => colour.label),
  sizes: product.sizes,
});

/** The card as dialog options: colours known by label only, stock unknown (the cart's server quote checks it). */
export function cardOptions(card: QuickAddCard, href: string): ProductOptions {
  const colours = card.colours.map((label) => ({ id: null, code: label, name: label, label, hex: null }));
  return {
    id: card.id,
    name: card.name,
    href,
    priceCents: card.priceCents,
    originalPriceCents: card.originalPriceCents,
    colours,
    sizes: card.sizes,
    imagesByColour: card.image ? { [colours[0]?.code.toUpperCase() ?? '']: [card.image] } : {},
    stock: null,
  };
}
