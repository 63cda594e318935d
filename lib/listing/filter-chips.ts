// The applied filters as chips above a listing's grid: one per selected option, each leading to
// the same listing without it.
import type { Facets } from '@/lib/listing/facets';
import { priceBand, type PriceBandId } from '@/lib/listing/price-bands';
import { compareSizeTokens, sizeChipLabel, type SizeTexts } from '@/lib/listing/size-groups';
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

/**
 * A selected value's label: a size as its system reads it ('Waist 30'), else the facet's label (in
 * the page's language), else the price band's text or the value itself.
 */
function chipLabel(group: FilterGroup, value: string, facets: Partial<Facets>, texts?: SizeTexts): string {
  if (group === 'size') return sizeChipLabel(value, texts);
  const facet = facets[group]?.find((o) => sameOption(group, o.value, value));
  return facet?.label ?? (group === 'price' ? priceBand(value as PriceBandId).label : value);
}

/** Every applied filter in group order (category, size, colour, price), as the query holds them. */
export function filterChips(
  query: ListingQuery,
  facets: Partial<Facets> = {},
  texts?: SizeTexts,
): FilterChip[] {
  return FILTER_GROUPS.flatMap((group) =>
    (group === 'size' ? [...query.size].sort(compareSizeTokens) : query[group]).map((value) => ({
      group,
      value,
      label: chipLabel(group, value, facets, texts),
      without: normaliseQuery({
        ...query,
        [group]: query[group].filter((v) => v !== value),
        page: 1,
      }),
    })),
  );
}
