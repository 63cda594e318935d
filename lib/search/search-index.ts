// The in-memory search index over a product list: folded text per item, an exact-name map, the
// items sorted by name (for 'name starts with' without a scan) and trigram postings (which items
// hold each 3-letter piece), so a substring query only verifies the items that can contain it.
import { fold, wordsOf } from './normalise';

/** What search reads of an item (spec: name, code, collection and colour names). */
export interface Searchable {
  name: string;
  code: string;
  collection: string;
  colours: readonly { label: string; name: string }[];
}

export interface SearchIndex<T extends Searchable> {
  items: readonly T[];
  /** Folded name per item. */
  names: string[];
  /** Folded searchable fields per item, joined by FIELD_SEPARATOR so no match spans two fields. */
  texts: string[];
  /** Folded name → items with exactly that name, in catalogue order. */
  exact: Map<string, number[]>;
  /** Item numbers ordered by folded name, then catalogue order. */
  byName: Int32Array;
  /** Trigram (see gramKey) → ascending item numbers whose text holds it. */
  grams: Map<number, Int32Array>;
  /** Distinct words (3+ letters) of names and colours: what a typo may have meant. */
  vocabulary: string[];
}

export const FIELD_SEPARATOR = '\u0000';

/** Three UTF-16 code units packed in one number: a Map of numbers builds ~2× faster than of strings. */
export function gramKey(text: string, at: number): number {
  return (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);
}

const SEPARATOR_CODE = FIELD_SEPARATOR.charCodeAt(0);

export function searchFields(item: Searchable): string[] {
  return [item.name, item.code, item.collection, ...item.colours.flatMap((c) => [c.label, c.name])];
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const n = items.length;
  const names: string[] = new Array(n);
  const texts: string[] = new Array(n);
  const exact = new Map<string, number[]>();
  const postings = new Map<number, number[]>();
  const vocabulary = new Set<string>();
  for (let d = 0; d < n; d++) {
    const fields = searchFields(items[d]).map(fold);
    const name = fields[0];
    names[d] = name;
    // A colour's label and name usually fold to the same word: keep one.
    const text = [...new Set(fields)].join(FIELD_SEPARATOR);
    texts[d] = text;
    const same = exact.get(name);
    if (same) same.push(d);
    else exact.set(name, [d]);
    for (let i = 0; i + 3 <= text.length; i++) {
      const c = text.charCodeAt(i + 1);
      if (c === SEPARATOR_CODE || text.charCodeAt(i + 2) === SEPARATOR_CODE || text.charCodeAt(i) === SEPARATOR_CODE) continue;
      const gram = gramKey(text, i);
      let list = postings.get(gram);
      if (!list) postings.set(gram, (list = []));
      // Items are added in order, so a repeat of this item can only be the last entry.
      if (list[list.length - 1] !== d) list.push(d);
    }
    for (const word of wordsOf(name)) if (word.length >= 3) vocabulary.add(word);
    for (const word of wordsOf(fields.slice(3).join(' '))) if (word.length >= 3) vocabulary.add(word);
  }
  const byName = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b,
  );
  const grams = new Map<number, Int32Array>();
  for (const [gram, list] of postings) grams.set(gram, Int32Array.from(list));
  return { items, names, texts, exact, byName, grams, vocabulary: [...vocabulary] };
}
