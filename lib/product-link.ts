// Spec route rule: a product card links to /{gender}/{category}/product/{id} when gender and
// category are known, otherwise to /product/{id}.
import type { Product } from '@/lib/types';

export function productLink(product: Pick<Product, 'id' | 'gender' | 'category'>): string {
  const { id, gender, category } = product;
  return gender && category ? `/${gender}/${category.id}/product/${id}` : `/product/${id}`;
}
