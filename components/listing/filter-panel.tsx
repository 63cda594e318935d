import type { Facets } from '@/lib/listing/facets';
import { hasActiveFilters } from '@/lib/listing/query-actions';
import type { CategoryFilterGroup } from '@/lib/listing/static-categories';
import type { FilterGroupSpec } from '@/lib/listing/variants';
import { Link } from '@/components/ui/link';
import { categorySections } from './category-sections';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import { FilterDisclosure } from './filter-disclosure';
import { FilterForm } from './filter-form';
import { FilterOptionList } from './filter-option-list';
import { clearFiltersHref, groupHeadingClass, textLinkClass, type ListingLocation } from './listing-links';

export interface FilterPanelProps {
  at: ListingLocation;
  facets: Facets;
  /** The groups and their headings (CATEGORY, SIZE, COLOR, PRICE). */
  groups: readonly FilterGroupSpec[];
  /** The spec's static category lists; without them the categories in the data show. */
  categoryGroups?: readonly CategoryFilterGroup[];
  colourHexes?: ColourHexes;
  /** Whether the panel shows its own 'Clear all filters' link (the outlet has one in the toolbar). */
  clearLink?: boolean;
}

/** The product list's and the outlet's filters: a left sidebar on desktop, a 'Filters' disclosure on phones. */
export function FilterPanel({
  at,
  facets,
  groups,
  categoryGroups,
  colourHexes,
  clearLink = true,
}: FilterPanelProps) {
  return (
    <FilterDisclosure summary="Filters">
      <div className="mt-4 space-y-8 lg:mt-0">
        <FilterForm at={at} className="space-y-8">
          {groups.map(({ group, label }) => {
            const headingId = `filter-${group}`;
            const sections =
              group === 'category' ? categorySections(facets.category, categoryGroups, at.query) : [];
            if (
              group === 'category'
                ? sections.every((s) => s.options.length === 0)
                : facets[group].length === 0
            )
              return null;
            return (
              <fieldset key={group} className="facets">
                <legend className="sr-only">{label}</legend>
                <h2 id={headingId} className={`${groupHeadingClass} mb-3`}>
                  {label}
                </h2>
                {group === 'category' ? (
                  sections.map((section, index) => (
                    <div key={section.heading ?? index} className="mb-4 last:mb-0">
                      {section.heading && <h3 className="mb-1 text-xs text-muted">{section.heading}</h3>}
                      <FilterOptionList group="category" options={section.options} />
                    </div>
                  ))
                ) : (
                  <FilterOptionList group={group} options={facets[group]} colourHexes={colourHexes} />
                )}
              </fieldset>
            );
          })}
        </FilterForm>
        {clearLink && hasActiveFilters(at.query) && (
          <Link href={clearFiltersHref(at)} rel="nofollow" className={textLinkClass}>
            Clear all filters
          </Link>
        )}
      </div>
    </FilterDisclosure>
  );
}
