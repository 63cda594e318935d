// The picture on a category tile (the gender pages' categories, a landing's subcategories): a
// product of that category (or one of its subcategories) for that gender, so a tile shows what it
// leads to.
import type { Gender, Product } from '@/lib/types';

type Tiled = { id: number; subcategories?: readonly { id: number }[] };

/** Category id → the first image of the first listed product in it for the gender (none: absent). */
export function categoryPictures(
  categories: readonly Tiled[],
  products: readonly Pick<Product, 'gender' | 'category' | 'images'>[],
  gender: Gender,
): Map<number, string> {
  const categoryOf = new Map<number, number>();
  for (const category of categories) {
    categoryOf.set(category.id, category.id);
    for (const sub of category.subcategories ?? []) categoryOf.set(sub.id, category.id);
  }
  const pictures = new Map<number, string>();
  for (const product of products) {
    const id = product.category && categoryOf.get(product.category.id);
    const image = product.images[0]?.url;
    if (id && image && !pictures.has(id) && (product.gender === gender || product.gender === null))
      pictures.set(id, image);
  }
  return pictures;
}
