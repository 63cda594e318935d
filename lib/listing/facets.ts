// Faceted counts for the filter panel: each option shows how many products the listing would
// hold with that option on, given the other groups' selections and the search (standard
// disjunctive faceting: options of one group are OR'd, so a group's own selection is ignored).
import type { Product } from '@/lib/types';
import { matchesFilters, type FilterOptions } from '@/lib/listing/filter';
import { productKeys } from '@/lib/listing/option-keys';
import { offeredBands, priceBand, type PriceBandId } from '@/lib/listing/price-bands';
import { isSelected } from '@/lib/listing/query-actions';
import {
  FILTER_GROUPS,
  cleanGroup,
  optionKey,
  sameOption,
  type FilterGroup,
  type ListingQuery,
} from '@/lib/listing/query';
import { searchProducts } from '@/lib/search/search-products';
import { compareSizeTokens, parseSizeToken, sizeToken } from '@/lib/listing/size-groups';

export interface FacetOption {
  /** The value the URL carries. */
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** No product would match and it is not selected: the filters leave it out (shownFacets). */
  disabled: boolean;
}

export type Facets = Record<FilterGroup, FacetOption[]>;

/** A listing's search: the matches of `term` in `items`, ranked; a blank term keeps the list. */
export type SearchFn = <T extends Product>(items: readonly T[], term: string) => T[];

export interface FacetOptions extends FilterOptions {
  /** The category options to show (e.g. the spec's static lists); by default those in the data. */
  categoryOptions?: readonly string[];
  /**
   * The search the page runs (the server's, ranked within the whole catalogue's index); by default
   * the same engine over this list's own index.
   */
  search?: SearchFn;
}

type Choice = { value: string; label: string };

const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

/** First spelling of each option, in order (one map lookup per value: scopes hold thousands). */
function distinct(group: FilterGroup, values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = optionKey(group, value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}

function colourChoices(products: readonly Product[]): Choice[] {
  const frequency = new Map<string, { label: string; n: number }>();
  for (const product of products) {
    const labels = distinct(
      'color',
      product.colours.map((c) => c.label || c.name),
    );
    for (const label of labels) {
      const entry = frequency.get(label.toLowerCase()) ?? { label, n: 0 };
      frequency.set(label.toLowerCase(), { label: entry.label, n: entry.n + 1 });
    }
  }
  return [...frequency.values()]
    .sort((a, b) => b.n - a.n || byLabel(a, b))
    .map(({ label }) => ({ value: label, label }));
}

/** The options each group offers in this scope, in display order. */
function choices(products: readonly Product[], opts: FacetOptions): Record<FilterGroup, Choice[]> {
  const names = products.flatMap((p) => (p.category ? [p.category.name] : []));
  const categories = opts.categoryOptions
    ? distinct('category', opts.categoryOptions).map((value) => ({ value, label: value }))
    : distinct('category', names)
        .map((value) => ({ value, label: value }))
        .sort(byLabel);
  const sizes = distinct(
    'size',
    products.flatMap((p) => p.sizes.map((size) => sizeToken(p, size))),
  ).sort(compareSizeTokens);
  return {
    category: categories,
    // Grouped by system in the filter (sizeSections), each size reads as on the item.
    size: sizes.map((value) => ({ value, label: parseSizeToken(value).size })),
    color: colourChoices(products),
    price: offeredBands(products, opts.bands).map((band) => ({ value: band.id, label: band.label })),
  };
}

/** A selected value the scope no longer offers still shows, so it can be turned off. */
function withSelected(
  group: FilterGroup,
  list: Choice[],
  query: ListingQuery,
  products: readonly Product[],
): Choice[] {
  const missing = cleanGroup(group, query[group]).filter(
    (v) => !list.some((c) => sameOption(group, c.value, v)),
  );
  const labelOf = (value: string) => {
    if (group === 'price') return priceBand(value as PriceBandId).label;
    if (group === 'size') return parseSizeToken(value).size;
    if (group !== 'category') return value;
    return products.find((p) => String(p.category?.id) === value)?.category?.name ?? value;
  };
  return [...list, ...missing.map((value) => ({ value, label: labelOf(value) }))];
}

/** Options per group with their counts, `selected` and `disabled` flags. `products` is the page's scope. */
export function facetCounts(products: readonly Product[], query: ListingQuery, opts: FacetOptions): Facets {
  const search: SearchFn = opts.search ?? searchProducts;
  const searched = search(products, query.search);
  const offered = choices(products, opts);
  const facets = {} as Facets;
  for (const group of FILTER_GROUPS) {
    // One pass: every product that passes the other groups counts once for each option it carries.
    const counts = new Map<string, number>();
    for (const product of searched) {
      if (!matchesFilters(product, query, opts, group)) continue;
      for (const key of productKeys(product, group, opts.bands)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    facets[group] = withSelected(group, offered[group], query, products).map(({ value, label }) => {
      const count = counts.get(optionKey(group, value)) ?? 0;
      const selected = isSelected(query, group, value);
      return { value, label, count, selected, disabled: count === 0 && !selected };
    });
  }
  return facets;
}

/**
 * The options a filter panel lists: those with products in the current result, and every applied
 * one even at (0), so it can be removed. A real shop does not offer a choice that gives nothing.
 */
export function shownFacets(facets: Facets): Facets {
  const shown = {} as Facets;
  for (const group of FILTER_GROUPS) shown[group] = facets[group].filter((o) => !o.disabled);
  return shown;
}
