import type { Gender, Product } from '@/lib/types';

// Whose a listing is. A boy's item carries gender men (so it sits in the men's menu under
// JUNIOR), yet a men's listing is for men: kids' items live under their own categories (issue 14).

/**
 * True when a gender's listing shows the product: the gender matches, and a kids' item only when
 * the listing is cut to a category (the category, e.g. "Boys' T-Shirts", then says it is for kids).
 */
export function inGenderListing(
  product: Pick<Product, 'gender' | 'kids'>,
  gender: Gender,
  byCategory: boolean,
) {
  return product.gender === gender && (byCategory || !product.kids);
}
