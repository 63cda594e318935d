// The applied filters as chips above a listing's grid: one per selected option, each leading to
// the same listing without it.
import type { Facets } from '@/lib/listing/facets';
import { priceBand, type PriceBandId } from '@/lib/listing/price-bands';
import { compareSizeTokens, sizeChipLabel } from '@/lib/listing/size-groups';
import {
  FILTER_GROUPS,
  normaliseQuery,
  sameOption,
  type FilterGroup,
  type ListingQuery,
} from '@/lib/listing/query';

export interface FilterChip {
  group: FilterGroup;
  value: string;
  /** What the shopper ticked, as the filter list names it. */
  label: string;
  /** The state without this option, back on page 1. */
  without: ListingQuery;
}

/** A selected value's label: the price band's text, else the facet's, else the value itself. */
function chipLabel(group: FilterGroup, value: string, facets: Partial<Facets>): string {
  if (group === 'price') return priceBand(value as PriceBandId).label;
  if (group === 'size') return sizeChipLabel(value);
  return facets[group]?.find((o) => sameOption(group, o.value, value))?.label ?? value;
}

/** Every applied filter in group order (category, size, colour, price), as the query holds them. */
export function filterChips(query: ListingQuery, facets: Partial<Facets> = {}): FilterChip[] {
  return FILTER_GROUPS.flatMap((group) =>
    (group === 'size' ? [...query.size].sort(compareSizeTokens) : query[group]).map((value) => ({
      group,
      value,
      label: chipLabel(group, value, facets),
      without: normaliseQuery({
        ...query,
        [group]: query[group].filter((v) => v !== value),
        page: 1,
      }),
    })),
  );
}
