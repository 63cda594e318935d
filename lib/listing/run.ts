// The one call a listing page makes: search, then filters, then sort, then one page. With a
// search term the list arrives in the engine's rank, which the 'Relevance' sort keeps.
import type { Product } from '@/lib/types';
import { facetCounts, type FacetOptions, type Facets, type SearchFn } from '@/lib/listing/facets';
import { filterProducts } from '@/lib/listing/filter';
import { paginate, PRODUCTS_PER_PAGE } from '@/lib/listing/paginate';
import { offeredBands, type PriceBand } from '@/lib/listing/price-bands';
import { normaliseQuery, type ListingQuery } from '@/lib/listing/query';
import { searchProducts } from '@/lib/search/search-products';
import { sortProducts } from '@/lib/listing/sort';

export interface RunOptions extends FacetOptions {
  /** Products per page; the spec's 8 unless a page says otherwise. */
  perPage?: number;
}

export interface ListingResult<T extends Product> {
  /** The products of the page shown. */
  items: T[];
  /** Products matching search and filters, on every page. */
  total: number;
  pageCount: number;
  /** The page shown (the requested page clamped to the last). */
  page: number;
  facets: Facets;
  /** The price bands the scope covers (spec: a band is offered only when the data covers it). */
  offeredBands: PriceBand[];
}

/** `products` is the page's whole scope (e.g. all bestsellers), in relevance order. */
export function runListing<T extends Product>(
  products: readonly T[],
  query: ListingQuery,
  opts: RunOptions,
): ListingResult<T> {
  const q = normaliseQuery(query);
  const search: SearchFn = opts.search ?? searchProducts;
  const matched = filterProducts(search(products, q.search), q, opts);
  const sorted = sortProducts(matched, q.sort);
  const { items, page, pageCount, total } = paginate(sorted, q.page, opts.perPage ?? PRODUCTS_PER_PAGE);
  return {
    items,
    total,
    pageCount,
    page,
    facets: facetCounts(products, q, opts),
    offeredBands: offeredBands(products, opts.bands),
  };
}
