import 'server-only';
import type { Product } from '@/lib/types';

// Values derived from a cached product list (a collection, a category's items, a listing page)
// are computed once per list: the list object only changes when the catalogue cache refreshes,
// and a WeakMap lets the old derivations go with it. At 50,000 items this saves full scans on
// every request. Each list keeps its most recent derivations only, so odd query strings cannot
// grow it without bound.
const MAX_PER_LIST = 500;
const memo = new WeakMap<readonly Product[], Map<string, unknown>>();

export function derived<T>(products: readonly Product[], key: string, compute: () => T): T {
  let byKey = memo.get(products);
  if (!byKey) memo.set(products, (byKey = new Map<string, unknown>()));
  if (byKey.has(key)) {
    const value = byKey.get(key) as T;
    byKey.delete(key); // re-insert: Map order is the recency order
    byKey.set(key, value);
    return value;
  }
  const value = compute();
  byKey.set(key, value);
  if (byKey.size > MAX_PER_LIST) byKey.delete(byKey.keys().next().value as string);
  return value;
}
