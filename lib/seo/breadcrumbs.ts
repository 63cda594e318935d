// Trails whose every link leads to a page that exists. A crumb without a page is left out rather
// than shown unlinked: every crumb but the current page's has a link and a BreadcrumbList `item`.
import { GENDER_LABEL } from '@/lib/gender-labels';
import type { Crumb } from '@/lib/seo/json-ld';
import type { Product } from '@/lib/types';

/**
 * Home > Men|Women > category > product. The category's listing (/{gender}/{id}) answers 404 when
 * the category tree leaves the category out (a hidden one), so it is linked only when `listed`.
 */
export function productBreadcrumb(
  product: Pick<Product, 'name' | 'gender' | 'category'>,
  listed: (categoryId: number) => boolean,
): Crumb[] {
  const { gender } = product;
  // An item filed as 'Other Jeans' (record 0079) leads back to its category, 'Jeans'.
  const own = product.category;
  const category = own?.parent && own.parent.id === own.id ? own.parent : own;
  return [
    { label: 'Home', href: '/' },
    ...(gender ? [{ label: GENDER_LABEL[gender], href: `/${gender}` }] : []),
    ...(gender && category && listed(category.id)
      ? [{ label: category.name, href: `/${gender}/${category.id}` }]
      : []),
    { label: product.name, untranslated: true },
  ];
}
