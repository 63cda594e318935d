// Spec data rule: options within a filter group combine as OR; groups combine as AND.
import type { Product } from '@/lib/types';
import { productKeys } from '@/lib/listing/option-keys';
import type { BandVariant } from '@/lib/listing/price-bands';
import { FILTER_GROUPS, optionKey, type FilterGroup, type ListingQuery } from '@/lib/listing/query';

export interface FilterOptions {
  bands: BandVariant;
}

/** Whether the product carries one option of a group (a single selection). */
export function matchesOption(
  product: Product,
  group: FilterGroup,
  value: string,
  opts: FilterOptions,
): boolean {
  const key = optionKey(group, value);
  return key !== '' && productKeys(product, group, opts.bands).has(key);
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
