// The state changes a listing page links to. Each returns a new canonical query.
import { isPriceBandId, type PriceBandId } from '@/lib/listing/price-bands';
import {
  FILTER_GROUPS,
  normaliseQuery,
  sameOption,
  type FilterGroup,
  type ListingQuery,
} from '@/lib/listing/query';
import type { SortKey } from '@/lib/listing/sort';

export function isSelected(query: ListingQuery, group: FilterGroup, value: string): boolean {
  return query[group].some((selected) => sameOption(group, selected, value));
}

/** Toggles one option of a group (spec: filters toggle per option) and goes back to page 1. */
export function toggleOption(query: ListingQuery, group: FilterGroup, value: string): ListingQuery {
  if (group === 'price' && !isPriceBandId(value.trim())) return normaliseQuery(query);
  const current: string[] = query[group];
  const next = isSelected(query, group, value)
    ? current.filter((selected) => !sameOption(group, selected, value))
    : [...current, value];
  return normaliseQuery({ ...query, [group]: next, page: 1 });
}

/** Spec 'clear all filters': empties every group; search and sort stay; page 1. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return normaliseQuery({ ...query, category: [], size: [], color: [], price: [] as PriceBandId[], page: 1 });
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return normaliseQuery({ ...query, page });
}

export function withSort(query: ListingQuery, sort: SortKey): ListingQuery {
  return normaliseQuery({ ...query, sort, page: 1 });
}

/**
 * A new search term. Page 1 by default; the outlet passes `{ resetPage: false }` because there a
 * search change does not reset the page (spec section 4; the page is still clamped to the last).
 */
export function withSearch(
  query: ListingQuery,
  search: string,
  opts: { resetPage?: boolean } = {},
): ListingQuery {
  const page = opts.resetPage === false ? query.page : 1;
  return normaliseQuery({ ...query, search, page });
}

/** How many options are selected in a group (New Arrivals shows it beside each heading). */
export function selectedCount(query: ListingQuery, group: FilterGroup): number {
  return query[group].length;
}

export function hasActiveFilters(query: ListingQuery): boolean {
  return FILTER_GROUPS.some((group) => query[group].length > 0);
}
