// Spec data rule: options within a filter group combine as OR; groups combine as AND.
import type { Product } from '@/lib/types';
import { matchesCategory } from '@/lib/listing/category-label';
import { inPriceBand, type BandVariant, type PriceBandId } from '@/lib/listing/price-bands';
import { FILTER_GROUPS, type FilterGroup, type ListingQuery } from '@/lib/listing/query';

export interface FilterOptions {
  bands: BandVariant;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the product carries one option of a group (a single selection). */
export function matchesOption(product: Product, group: FilterGroup, value: string, opts: FilterOptions): boolean {
  switch (group) {
    case 'category':
      return matchesCategory(product, value);
    case 'size':
      return product.sizes.some((size) => same(size, value));
    case 'color':
      return product.colours.some((colour) => same(colour.label, value) || same(colour.name, value));
    case 'price':
      return inPriceBand(product.salePriceCents, value as PriceBandId, opts.bands);
  }
}

/** OR within the group; an empty selection lets everything through. */
export function matchesGroup(
  product: Product,
  group: FilterGroup,
  values: readonly string[],
  opts: FilterOptions,
): boolean {
  return values.length === 0 || values.some((value) => matchesOption(product, group, value, opts));
}

/** AND across groups, optionally leaving one group out (for facet counts). */
export function matchesFilters(
  product: Product,
  query: Pick<ListingQuery, FilterGroup>,
  opts: FilterOptions,
  except?: FilterGroup,
): boolean {
  return FILTER_GROUPS.every((group) => group === except || matchesGroup(product, group, query[group], opts));
}

/** The products that pass every selected group, in their input order. */
export function filterProducts<T extends Product>(
  products: readonly T[],
  query: Pick<ListingQuery, FilterGroup>,
  opts: FilterOptions,
): T[] {
  return products.filter((product) => matchesFilters(product, query, opts));
}
