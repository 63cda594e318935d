// What a product card shows, and no more: the cards a browser asks for after the page has painted
// (the cart's suggestions, "Recently viewed") travel as this, not as the whole product record.
import type { Product } from '@/lib/types';

export type CardProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'brand'
  | 'gender'
  | 'category'
  | 'priceCents'
  | 'salePriceCents'
  | 'hasSale'
  | 'discountPercentage'
  | 'priorPriceCents'
  | 'colours'
  | 'images'
  | 'flags'
>;

/** A card's fields of a product: its first two pictures (the card and its hover) and no parent category. */
export function toCardProduct(p: Product): CardProduct {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    gender: p.gender,
    category: p.category && { id: p.category.id, name: p.category.name },
    priceCents: p.priceCents,
    salePriceCents: p.salePriceCents,
    hasSale: p.hasSale,
    discountPercentage: p.discountPercentage,
    ...(p.priorPriceCents !== undefined && { priorPriceCents: p.priorPriceCents }),
    colours: p.colours,
    images: p.images.slice(0, 2),
    flags: p.flags,
  };
}
