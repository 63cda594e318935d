// Spec (Product list): the static category filter lists, exactly as the spec gives them.
import type { Gender } from '@/lib/types';
import { sameCategory } from '@/lib/listing/category-label';

export interface CategoryFilterGroup {
  heading: string;
  options: string[];
}

export const STATIC_CATEGORY_LISTS: Record<Gender, { apparel: readonly string[]; jeans: readonly string[] }> =
  {
    women: {
      apparel: ['T-Shirts', 'Tops', 'Dresses', 'Skirts', 'Jackets', 'Sweaters'],
      jeans: ['Slim', 'Straight', 'Relaxed', 'Skinny', 'Boyfriend', 'Wide Leg'],
    },
    men: {
      apparel: ['T-Shirts', 'Shirts', 'Sweaters', 'Hoodies', 'Jackets'],
      jeans: ['Slim', 'Straight', 'Relaxed', 'Skinny', 'Tapered'],
    },
  };

const POSSESSIVE: Record<Gender, string> = { women: "Women's", men: "Men's" };

/** Labels in first-seen order, a label counted once however it is spelt. */
function merge(...lists: (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const label of lists.flat()) if (!out.some((seen) => sameCategory(seen, label))) out.push(label);
  return out;
}

/**
 * The category headings and options to show: one gender's apparel and jeans lists, or, with no
 * gender, both genders' lists merged (women's first) without repeats.
 */
export function categoryFilterGroups(gender: Gender | null): CategoryFilterGroup[] {
  if (gender) {
    const lists = STATIC_CATEGORY_LISTS[gender];
    return [
      { heading: `${POSSESSIVE[gender]} Apparel`, options: [...lists.apparel] },
      { heading: `${POSSESSIVE[gender]} Jeans`, options: [...lists.jeans] },
    ];
  }
  const { women, men } = STATIC_CATEGORY_LISTS;
  return [
    { heading: 'Apparel', options: merge(women.apparel, men.apparel) },
    { heading: 'Jeans', options: merge(women.jeans, men.jeans) },
  ];
}

/** Every option of some groups in one list (for `facetCounts`' categoryOptions). */
export function groupOptions(groups: readonly CategoryFilterGroup[]): string[] {
  return merge(...groups.map((group) => group.options));
}
