// The state changes a listing page links to. Each returns a new canonical query.
import type { PriceBandId } from '@/lib/listing/price-bands';
import {
  FILTER_GROUPS,
  normaliseQuery,
  sameOption,
  type FilterGroup,
  type ListingQuery,
} from '@/lib/listing/query';

export function isSelected(query: ListingQuery, group: FilterGroup, value: string): boolean {
  return query[group].some((selected) => sameOption(group, selected, value));
}

/** Spec 'clear all filters': empties every group; search and sort stay; page 1. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return normaliseQuery({ ...query, category: [], size: [], color: [], price: [] as PriceBandId[], page: 1 });
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return normaliseQuery({ ...query, page });
}

/**
 * A new search term, back on page 1 on every listing, the outlet included
 * (docs/decisions/0021-catalogue-pages-and-the-spec.md).
 */
export function withSearch(query: ListingQuery, search: string): ListingQuery {
  return normaliseQuery({ ...query, search, page: 1 });
}

/** How many options are selected in a group (New Arrivals shows it beside each heading). */
export function selectedCount(query: ListingQuery, group: FilterGroup): number {
  return query[group].length;
}

export function hasActiveFilters(query: ListingQuery): boolean {
  return FILTER_GROUPS.some((group) => query[group].length > 0);
}
