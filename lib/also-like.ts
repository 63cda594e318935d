// "You may also like": other items of the same category (the subcategory the product is filed
// under), bestsellers first, then the newest. Stock is checked by the caller, which reads it per
// item; this only orders who is asked.
import type { Product } from '@/lib/types';

/** How many cards the product page shows. */
export const ALSO_LIKE_COUNT = 4;

/** Items worth checking for stock, best first: same category, not the product itself. */
export function alsoLikeCandidates(
  catalogue: readonly Product[],
  product: Product,
  limit: number,
): Product[] {
  if (!product.category) return [];
  const categoryId = product.category.id;
  return catalogue
    .filter((p) => p.id !== product.id && p.category?.id === categoryId && p.kids === product.kids)
    .sort((a, b) => Number(b.flags.bestSeller) - Number(a.flags.bestSeller) || b.id - a.id)
    .slice(0, limit);
}
