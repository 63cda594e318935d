// One index per product list, built on first search and dropped with the list: a cached list is
// replaced (never mutated) when the catalogue refreshes, so a WeakMap keyed by the list rebuilds
// the index exactly when the snapshot changes.
import { search } from './engine';
import { buildSearchIndex, type Searchable, type SearchIndex } from './search-index';

const indexes = new WeakMap<readonly Searchable[], SearchIndex<Searchable>>();

export function indexOf<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  let index = indexes.get(items);
  if (!index) indexes.set(items, (index = buildSearchIndex(items)));
  return index as SearchIndex<T>;
}

/** The items matching `term`, ranked; a blank term keeps the list as it is (no search). */
export function searchProducts<T extends Searchable>(
  items: readonly T[],
  term: string,
  limit = Infinity,
): T[] {
  return term.trim() === '' ? items.slice(0, limit) : search(indexOf(items), term, limit);
}
