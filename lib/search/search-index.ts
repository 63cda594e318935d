// The in-memory search index over a product list: folded text per item, an exact-name map, the
// items sorted by name (for 'name starts with' without a scan) and trigram postings (which items
// hold each 3-letter piece), so a substring query only verifies the items that can contain it.
import { fold, wordsOf } from './normalise';

/** What search reads of an item: the spec's name, code, collection and colour names, and the
 * brand's name, so a shopper who types a brand ("norte") finds its items. */
export interface Searchable {
  name: string;
  code: string;
  collection: string;
  colours: readonly { label: string; name: string }[];
  brand?: { name: string } | null;
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
  /** Distinct words (3+ letters) of names, colours and collections: what a typo may have meant. */
  vocabulary: string[];
}

export const FIELD_SEPARATOR = '\u0000';

/** Three UTF-16 code units packed in one number: a Map of numbers builds ~2× faster than of strings. */
export function gramKey(text: string, at: number): number {
  return (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);
}

export function searchFields(item: Searchable): string[] {
  return [
    item.name,
    item.code,
    item.collection,
    ...item.colours.flatMap((c) => [c.label, c.name]),
    ...(item.brand ? [item.brand.name] : []),
  ];
}

type Postings = Map<number, number[]>;

/**
 * The posting lists a field value's trigrams go to, found once per distinct value: names,
 * colours and collections repeat across thousands of items, so most items cost no hashing.
 */
function listsFor(value: string, postings: Postings, memo?: Map<string, number[][]>): number[][] {
  let lists = memo?.get(value);
  if (lists) return lists;
  const seen = new Set<number>();
  lists = [];
  for (let i = 0; i + 3 <= value.length; i++) {
    const gram = gramKey(value, i);
    if (seen.has(gram)) continue;
    seen.add(gram);
    let list = postings.get(gram);
    if (!list) postings.set(gram, (list = []));
    lists.push(list);
  }
  memo?.set(value, lists);
  return lists;
}

export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const n = items.length;
  const names = new Array<string>(n);
  const texts = new Array<string>(n);
  const exact = new Map<string, number[]>();
  const postings: Postings = new Map();
  const valueLists = new Map<string, number[][]>();
  const folded = new Map<string, string>();
  const vocabulary = new Set<string>();
  const foldOnce = (value: string) => {
    let f = folded.get(value);
    if (f === undefined) {
      folded.set(value, (f = fold(value)));
      for (const word of wordsOf(f)) if (word.length >= 3) vocabulary.add(word);
    }
    return f;
  };
  for (let d = 0; d < n; d++) {
    const item = items[d];
    // Codes are unique, so they skip the per-value memos. A colour's label and name usually fold
    // to the same word: keep one.
    const code = fold(item.code);
    const fields = [...new Set(searchFields(item).map((v, i) => (i === 1 ? code : foldOnce(v))))];
    const name = fields[0];
    names[d] = name;
    texts[d] = fields.join(FIELD_SEPARATOR);
    const same = exact.get(name);
    if (same) same.push(d);
    else exact.set(name, [d]);
    for (const field of fields) {
      // Items are added in order, so a repeat of this item can only be the last entry.
      const lists = listsFor(field, postings, field === code ? undefined : valueLists);
      for (const list of lists) if (list[list.length - 1] !== d) list.push(d);
    }
  }
  const byName = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b,
  );
  const grams = new Map<number, Int32Array>();
  for (const [gram, list] of postings) grams.set(gram, Int32Array.from(list));
  return { items, names, texts, exact, byName, grams, vocabulary: [...vocabulary] };
}
