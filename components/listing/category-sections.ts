// The CATEGORY group shown as its lists (the spec's static lists, e.g. "Women's Apparel", and the
// page's other categories), each option with its facet count; a selected category outside those
// lists still shows, so it can be turned off. An option no product matches is left out unless it is
// applied (as shownFacets does).
import type { FacetOption } from '@/lib/listing/facets';
import { sameOption, type ListingQuery } from '@/lib/listing/query';
import { isSelected } from '@/lib/listing/query-actions';
import type { CategoryFilterGroup } from '@/lib/listing/static-categories';
import type { OptionSection } from './option-sections';

export function categorySections(
  facets: readonly FacetOption[],
  groups: readonly CategoryFilterGroup[] | undefined,
  query: ListingQuery,
  /** A shown name in the page's language (the spec's lists are English; the values stay so). */
  nameOf: (label: string) => string = (label) => label,
): OptionSection[] {
  if (!groups || groups.length === 0) return [{ options: [...facets] }];
  const used = new Set<FacetOption>();
  const sections: OptionSection[] = groups.map(({ heading, options }) => ({
    heading: nameOf(heading),
    options: options.flatMap((label) => {
      const facet = facets.find((f) => sameOption('category', f.value, label));
      if (facet) {
        used.add(facet);
        return facet.disabled ? [] : [{ ...facet, label: nameOf(label) }];
      }
      const selected = isSelected(query, 'category', label);
      return selected ? [{ value: label, label: nameOf(label), count: 0, selected, disabled: false }] : [];
    }),
  }));
  const rest = facets.filter((facet) => !used.has(facet) && facet.selected);
  return [...sections, { options: rest }].filter((section) => section.options.length > 0);
}
