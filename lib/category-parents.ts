// A product knows its own (sub)category only; the category filter also needs the category above
// it ("Crew Neck" is a T-Shirt, "Sneakers" are Shoes), which the category tree holds.
import type { Category, Product } from '@/lib/types';

type Link = { id: number; name: string };

/**
 * The products with `category.parent` set from the tree; a top-level category has no parent. An
 * item of a subcategory the ERP hides ('Samples', 'Flare') is filed as 'Other Jeans' under the
 * category above it, whose id its links carry, so no listing, filter or link names the hidden one;
 * its own name keeps it one filter option of its own, so the options still add up (record 0079).
 */
export function withCategoryParents<T extends Pick<Product, 'category'>>(
  products: readonly T[],
  tree: readonly Category[],
): T[] {
  const parentOf = new Map<number, Link>();
  const hiddenIn = new Map<number, Link>();
  for (const category of tree) {
    const link = { id: category.id, name: category.name };
    for (const sub of category.subcategories) parentOf.set(sub.id, link);
    for (const id of category.hiddenSubcategoryIds ?? []) hiddenIn.set(id, link);
  }
  return products.map((product) => {
    const id = product.category?.id;
    if (id === undefined) return product;
    const department = hiddenIn.get(id);
    if (department)
      return {
        ...product,
        category: { id: department.id, name: `Other ${department.name}`, parent: department },
      };
    const parent = parentOf.get(id);
    return parent ? { ...product, category: { ...product.category!, parent } } : product;
  });
}
