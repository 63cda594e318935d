import 'server-only';
import { ALSO_LIKE_COUNT, alsoLikeCandidates } from '@/lib/also-like';
import { anyInStock } from '@/lib/stock';
import type { Product } from '@/lib/types';
import { getProducts, getStock } from './reads';

/**
 * Up to ALSO_LIKE_COUNT items of the product's category that are in stock. Twice as many
 * candidates are asked (each stock read is cached for a minute), so a sold-out one is replaced.
 * Nothing (an empty list) when the catalogue cannot be read: the section is a suggestion.
 */
export async function loadAlsoLike(product: Product): Promise<Product[]> {
  const all = await getProducts();
  if (!all.ok) return [];
  const candidates = alsoLikeCandidates(all.data, product, ALSO_LIKE_COUNT * 2);
  const stocks = await Promise.all(candidates.map((p) => getStock(p.code)));
  return candidates
    .filter((_, i) => {
      const stock = stocks[i];
      return stock.ok && anyInStock(stock.data);
    })
    .slice(0, ALSO_LIKE_COUNT);
}
