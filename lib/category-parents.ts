// A product knows its own (sub)category only; the category filter also needs the category above
// it ("Crew Neck" is a T-Shirt, "Sneakers" are Shoes), which the category tree holds.
import type { Category, Product } from '@/lib/types';

/** The products with `category.parent` set from the tree; a top-level category has no parent. */
export function withCategoryParents<T extends Pick<Product, 'category'>>(
  products: readonly T[],
  tree: readonly Category[],
): T[] {
  const parentOf = new Map<number, { id: number; name: string }>();
  for (const category of tree)
    for (const sub of category.subcategories) parentOf.set(sub.id, { id: category.id, name: category.name });
  return products.map((product) => {
    const parent = product.category && parentOf.get(product.category.id);
    return parent ? { ...product, category: { ...product.category!, parent } } : product;
  });
}
