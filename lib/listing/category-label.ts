// Category filter options ('T-Shirts', 'Wide Leg') are matched to the product's category name
// ('T-SHIRTS', 'T-Shirt', 'tshirts') by a folded key: lower case, letters and digits only, and
// singular. A value of digits only is a category id, as in the /products?category={id} links.

const DIACRITICS = /[\u0300-\u036f]/g;

function singular(word: string): string {
  // 'dresses' → 'dress', 'boxes' → 'box', 'shirts' → 'shirt'; 'dress' stays 'dress'.
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** 'T-Shirts', 'T-Shirt', 'tshirts', 'T SHIRTS' → 'tshirt'; 'Wide Leg' → 'wideleg'. */
export function normaliseCategoryLabel(label: string): string {
  const folded = label
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return singular(folded);
}

/** True when two labels name the same category. */
export function sameCategory(a: string, b: string): boolean {
  const key = normaliseCategoryLabel(a);
  return key !== '' && key === normaliseCategoryLabel(b);
}
