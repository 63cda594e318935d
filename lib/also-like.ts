// "You may also like": other items of the categories (the subcategories they are filed under) of
// what the shopper is looking at (a product, or the cart's lines), bestsellers first, then the
// newest; with nothing to go by (an empty cart, wishlist or search), the bestsellers. Stock is
// checked by the caller, which reads it per item; this only orders who is asked.
import type { Product } from '@/lib/types';

/** How many cards a "You may also like" row shows. */
export const ALSO_LIKE_COUNT = 4;

/** Bestsellers first, then the newest (the highest id). */
const bestFirst = (a: Product, b: Product) =>
  Number(b.flags.bestSeller) - Number(a.flags.bestSeller) || b.id - a.id;

/**
 * Items worth checking for stock, best first: of the same category as one of `seen`, for the same
 * wearer (a kids' item for a kids' one), and none of `seen` itself.
 */
export function alsoLikeCandidates(
  catalogue: readonly Product[],
  seen: readonly Product[],
  limit: number,
): Product[] {
  const ids = new Set(seen.map((p) => p.id));
  const wanted = new Set(seen.flatMap((p) => (p.category ? [`${p.category.id}:${p.kids}`] : [])));
  return catalogue
    .filter((p) => !ids.has(p.id) && p.category !== null && wanted.has(`${p.category.id}:${p.kids}`))
    .sort(bestFirst)
    .slice(0, limit);
}

/** For a page with nothing to go by: the bestsellers, newest first (then the newest of the rest). */
export function popularCandidates(catalogue: readonly Product[], limit: number): Product[] {
  return [...catalogue].sort(bestFirst).slice(0, limit);
}
