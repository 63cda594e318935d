// Spec: search synonyms map the suggested terms (tshirt, dress, denim, jacket, shirt, sweater,
// jeans, accessory) to related words. The spec names the keys, not the words: these are other
// words shoppers use and item names carry for the same garments (e.g. 'Puffer Jacket', 'Blouse').

export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  tshirt: ['t-shirt', 't shirt', 'tee', 'polo', 'tank top'],
  dress: ['gown', 'frock'],
  denim: ['jeans', 'chambray'],
  jacket: ['blazer', 'bomber', 'puffer', 'coat', 'parka'],
  shirt: ['blouse', 'overshirt', 'oxford', 'flannel'],
  sweater: ['jumper', 'pullover', 'cardigan', 'knit', 'sweatshirt', 'hoodie'],
  jeans: ['denim', 'jean'],
  accessory: ['accessories', 'bag', 'belt', 'cap', 'hat', 'beanie', 'scarf', 'wallet', 'backpack', 'clutch'],
};

/**
 * The synonym key a folded term names, if any: letters only, so 'T-Shirts' and 'tshirt' agree,
 * and plurals fold to the key ('dresses', 'jackets', 'accessories').
 */
export function synonymKey(folded: string): string | null {
  const bare = folded.replace(/[^a-z]/g, '');
  const candidates = [bare, bare.replace(/ies$/, 'y'), bare.replace(/es$/, ''), bare.replace(/s$/, '')];
  return candidates.find((c) => Object.hasOwn(SEARCH_SYNONYMS, c)) ?? null;
}

/** The related words of a folded term (empty when it is not a suggested term). */
export function synonymsOf(folded: string): readonly string[] {
  const key = synonymKey(folded);
  return key === null ? [] : SEARCH_SYNONYMS[key];
}
