// The CATEGORY filter covers the whole assortment of the page it filters: the spec's static lists
// name apparel and jeans only, so a page's shoes, bags, hats, belts (and any category the lists
// do not name) get options of their own. Each item falls under one option, so the options' counts
// add up to the page's result count.
import { normaliseCategoryLabel } from '@/lib/listing/category-label';
import type { CategoryFilterGroup } from '@/lib/listing/static-categories';
import type { Product } from '@/lib/types';

/** The heading of the options the spec's lists do not name. */
export const MORE_CATEGORIES = 'More categories';

type Categorised = Pick<Product, 'category'>;

/** The folded names an item's category answers to: its own and its parent's. */
export function categoryNameKeys(category: Product['category']): string[] {
  if (!category) return [];
  const own = normaliseCategoryLabel(category.name);
  return category.parent ? [own, normaliseCategoryLabel(category.parent.name)] : [own];
}

/**
 * The static groups with the page's other categories added: an item no static option matches
 * joins the group that holds its siblings (women's Mom jeans beside Skinny and Wide Leg) under its
 * own name, or, when none of its parent's items is listed, 'More categories' under its parent's
 * name ("Shoes", "Bags"): a department reads better than its dozen subcategories.
 */
export function assortmentCategoryGroups(
  groups: readonly CategoryFilterGroup[],
  products: readonly Categorised[],
): CategoryFilterGroup[] {
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const option of group.options) groupOf.set(normaliseCategoryLabel(option), index);
  });
  const matched = (p: Categorised) => categoryNameKeys(p.category).find((key) => groupOf.has(key));
  // A parent some of whose items a static option lists → the group listing them.
  const siblingsGroup = new Map<string, number>();
  for (const product of products) {
    const key = matched(product);
    const parent = product.category?.parent;
    if (key !== undefined && parent)
      siblingsGroup.set(normaliseCategoryLabel(parent.name), groupOf.get(key)!);
  }
  const added = groups.map(() => new Map<string, string>());
  const more = new Map<string, string>();
  for (const product of products) {
    const category = product.category;
    if (!category || matched(product) !== undefined) continue;
    const parent = category.parent;
    const beside = parent ? siblingsGroup.get(normaliseCategoryLabel(parent.name)) : undefined;
    const [into, label] =
      beside !== undefined ? [added[beside], category.name] : [more, (parent ?? category).name];
    const key = normaliseCategoryLabel(label);
    if (!into.has(key)) into.set(key, label);
  }
  const sorted = (labels: Map<string, string>) =>
    [...labels.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  const out = groups.map((group, i) => ({
    heading: group.heading,
    options: [...group.options, ...sorted(added[i])],
  }));
  return more.size > 0 ? [...out, { heading: MORE_CATEGORIES, options: sorted(more) }] : out;
}
