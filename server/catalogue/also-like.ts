import 'server-only';
import { ALSO_LIKE_COUNT, alsoLikeCandidates, popularCandidates } from '@/lib/also-like';
import { toCardProduct, type CardProduct } from '@/lib/card-product';
import { RECENTLY_VIEWED_SHOWN } from '@/lib/recently-viewed';
import { anyInStock } from '@/lib/stock';
import type { Product } from '@/lib/types';
import { cachedCatalogue, type CatalogueSource } from './whole-catalogue';
import { getStock } from './reads';

// Suggestions and "Recently viewed", read from the cached catalogue (the outlet's items included)
// and the per-item stock (each read cached for a minute). Sources are passed in, so tests give
// their own. Both are suggestions: when the catalogue cannot be read, a page shows none.

export interface SuggestionSources {
  catalogue: CatalogueSource;
  /** Whether any colour and size of the item is in stock; false when its stock cannot be read. */
  inStock: (product: Product) => Promise<boolean>;
}

export const cachedSources: SuggestionSources = {
  catalogue: cachedCatalogue,
  inStock: async (product) => {
    const stock = await getStock(product.code);
    return stock.ok && anyInStock(stock.data);
  },
};

/**
 * The first ALSO_LIKE_COUNT of `candidates` in stock. Twice as many are asked, so a sold-out one
 * is replaced.
 */
async function firstInStock(candidates: Product[], sources: SuggestionSources): Promise<Product[]> {
  const asked = candidates.slice(0, ALSO_LIKE_COUNT * 2);
  const stocked = await Promise.all(asked.map(sources.inStock));
  return asked.filter((_, i) => stocked[i]).slice(0, ALSO_LIKE_COUNT);
}

/** The product page's row: items of the product's category in stock. */
export async function loadAlsoLike(product: Product, sources = cachedSources): Promise<Product[]> {
  const all = await sources.catalogue();
  if (!all) return [];
  return firstInStock(alsoLikeCandidates(all, [product], ALSO_LIKE_COUNT * 2), sources);
}

/** The empty states' row (empty cart, wishlist or search, not found): bestsellers in stock. */
export async function loadPopular(sources = cachedSources): Promise<Product[]> {
  const all = await sources.catalogue();
  if (!all) return [];
  return firstInStock(popularCandidates(all, ALSO_LIKE_COUNT * 2), sources);
}

/**
 * The cart's row: items of the categories of the cart's products, in stock and not in the cart.
 * Ids the catalogue does not know are left out; null when the catalogue cannot be read.
 */
export async function loadCartSuggestions(
  ids: readonly number[],
  sources = cachedSources,
): Promise<CardProduct[] | null> {
  const all = await sources.catalogue();
  if (!all) return null;
  const inCart = all.filter((p) => ids.includes(p.id));
  const found = await firstInStock(alsoLikeCandidates(all, inCart, ALSO_LIKE_COUNT * 2), sources);
  return found.map(toCardProduct);
}

/**
 * "Recently viewed": the cards of the first RECENTLY_VIEWED_SHOWN known ids, in the order given,
 * sold out or not (the shopper may want to look again). Null when the catalogue cannot be read.
 */
export async function loadViewedCards(
  ids: readonly number[],
  sources: Pick<SuggestionSources, 'catalogue'> = cachedSources,
): Promise<CardProduct[] | null> {
  const all = await sources.catalogue();
  if (!all) return null;
  const byId = new Map(all.map((p) => [p.id, p]));
  return ids
    .flatMap((id) => {
      const p = byId.get(id);
      return p ? [toCardProduct(p)] : [];
    })
    .slice(0, RECENTLY_VIEWED_SHOWN);
}
