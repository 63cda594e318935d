import 'server-only';
import type { Product } from '@/lib/types';

// Lists derived from a cached product list (a collection, a category's items) are computed once
// per list: the list object only changes when the catalogue cache refreshes, and a WeakMap lets
// the old derivations go with it. At 50,000 items this saves a full scan per request.
const memo = new WeakMap<readonly Product[], Map<string, Product[]>>();

export function derived(products: readonly Product[], key: string, compute: () => Product[]): Product[] {
  let byKey = memo.get(products);
  if (!byKey) memo.set(products, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = compute()));
  return list;
}
