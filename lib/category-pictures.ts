// The picture on a gender page's category tile: a product of that category (or one of its
// subcategories) for that gender, so a tile shows what it leads to.
import type { Category, Gender, Product } from '@/lib/types';

/** Category id → the first image of the first listed product in it for the gender (none: absent). */
export function categoryPictures(
  categories: readonly Category[],
  products: readonly Pick<Product, 'gender' | 'category' | 'images'>[],
  gender: Gender,
): Map<number, string> {
  const categoryOf = new Map<number, number>();
  for (const category of categories) {
    categoryOf.set(category.id, category.id);
    for (const sub of category.subcategories) categoryOf.set(sub.id, category.id);
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
