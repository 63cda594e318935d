import 'server-only';
import { searchProducts } from '@/lib/search/search-products';
import type { Product } from '@/lib/types';
import { derived } from '@/server/catalogue/derived';
import { getProducts } from '@/server/catalogue/reads';
import { errorFields, logFor } from '@/server/log/logger';

// The one search the shop runs, over the cached catalogue: the overlay's route handler and the
// listing pages both come here. The index is built on the first search of each catalogue
// snapshot (lib/search/search-products keys it by the cached list). Spec: a search failure is
// logged and yields no results.

const log = logFor('search');

function logFailure(term: string, error: unknown): void {
  log.error({ term: term.slice(0, 100), ...errorFields(error) }, 'search failed');
}

/** The catalogue's matches for `term`, best first, at most `limit`; null when search failed (logged). */
export async function searchCatalogue(term: string, limit: number): Promise<Product[] | null> {
  try {
    const all = await getProducts();
    if (all.ok) return searchProducts(all.data, term, limit);
    logFailure(term, all.error);
  } catch (error) {
    logFailure(term, error);
  }
  return null;
}

/**
 * Search within a listing's scope (a category's items, the bestsellers...) cut from `catalogue`:
 * the catalogue's index ranks, the scope keeps its own members. Memoised per snapshot and term,
 * since a listing page asks twice (results and filter counts).
 */
export function searchWithin<T extends Product>(
  catalogue: readonly Product[],
  scope: readonly T[],
  term: string,
): T[] {
  if (term.trim() === '') return [...scope];
  try {
    const ranked = derived(catalogue, `search:${term}`, () => searchProducts(catalogue, term));
    if (scope === catalogue) return ranked as T[];
    const members = derived(scope, 'search:members', () => new Map(scope.map((p) => [p.id, p])));
    return derived(scope, `search:${term}`, () => ranked.flatMap((p) => members.get(p.id) ?? []));
  } catch (error) {
    logFailure(term, error);
    return [];
  }
}
