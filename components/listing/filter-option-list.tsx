import type { FacetOption } from '@/lib/listing/facets';
import type { FilterGroup } from '@/lib/listing/query';
import { swatchOf, type ColourHexes } from '@/lib/listing/colour-hex';
import { FacetChecks, type FacetCheck } from './facet-checks';

export interface FilterOptionListProps {
  group: FilterGroup;
  options: readonly FacetOption[];
  colourHexes?: ColourHexes;
}

/** A group's options as checkboxes (facet-checks.tsx), handed over as short tuples. */
export function FilterOptionList({ group, options, colourHexes }: FilterOptionListProps) {
  const checks = options.map((o): FacetCheck => {
    const check = [o.value, o.label, o.count, o.selected ? 1 : 0] as const;
    return group === 'color' ? [...check, swatchOf(colourHexes, o.label)] : check;
  });
  return <FacetChecks group={group} options={checks} />;
}
