import { MESSAGES } from '@/messages';
import type { CatalogueTexts } from '@/lib/listing/variant-texts';
import { shownFacets, type Facets } from '@/lib/listing/facets';
import { hasActiveFilters, selectedCount } from '@/lib/listing/query-actions';
import { FILTER_GROUPS } from '@/lib/listing/query';
import { sizeSections } from '@/lib/listing/size-groups';
import type { CategoryFilterGroup } from '@/lib/listing/static-categories';
import type { FilterGroupSpec } from '@/lib/listing/variants';
import { Link } from '@/components/ui/link';
import { categorySections } from './category-sections';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import { FilterDisclosure } from './filter-disclosure';
import { FilterForm } from './filter-form';
import { OptionSections } from './option-sections';
import {
  clearFiltersHref,
  groupHeadingClass,
  textLinkClass,
  type ListingLocation,
  FILTER_NOTE_ID,
} from './listing-links';

export interface FilterPanelProps {
  /** The page's texts; English by default. */
  texts?: CatalogueTexts;
  /** A category's shown name in the page's language. */
  nameOf?: (label: string) => string;
  at: ListingLocation;
  facets: Facets;
  /** The groups and their headings (CATEGORY, SIZE, COLOUR, PRICE). */
  groups: readonly FilterGroupSpec[];
  /** The spec's static category lists; without them the categories in the data show. */
  categoryGroups?: readonly CategoryFilterGroup[];
  colourHexes?: ColourHexes;
  /** The grid's total for the applied filters (the phone sheet's 'Show N results'). */
  total: number;
  /** The phone button's and sheet's title (spec: 'Filters'; bestsellers 'Filter'). */
  title?: string;
  /** The clear link's text (spec: 'Clear all filters'; bestsellers 'Clear all'). */
  clearLabel?: string;
  /** Whether the desktop sidebar shows the clear link too (the outlet has one in the toolbar). */
  clearLink?: boolean;
}

/**
 * The product list's, the outlet's and the bestsellers' filters: a left sidebar on desktop, a
 * sheet over the grid on phones (filter-disclosure.tsx).
 */
export function FilterPanel({
  at,
  facets,
  groups,
  categoryGroups,
  colourHexes,
  total,
  title = 'Filters',
  clearLabel = 'Clear all filters',
  clearLink = true,
  texts = MESSAGES.en.catalogue.client,
  nameOf,
}: FilterPanelProps) {
  const selected = FILTER_GROUPS.reduce((n, group) => n + selectedCount(at.query, group), 0);
  const shown = shownFacets(facets);
  return (
    <FilterDisclosure
      summary={title}
      selected={selected}
      pathname={at.pathname}
      total={total}
      clearOnDesktop={clearLink}
      clear={
        hasActiveFilters(at.query) && (
          <Link href={clearFiltersHref(at)} rel="nofollow" className={textLinkClass}>
            {clearLabel}
          </Link>
        )
      }
    >
      <div className="mt-4 space-y-8 lg:mt-0">
        <FilterForm at={at} className="space-y-8" texts={texts}>
          {groups.map(({ group, label }) => {
            const headingId = `filter-${group}`;
            const sections =
              group === 'category'
                ? categorySections(shown.category, categoryGroups, at.query, nameOf)
                : group === 'size'
                  ? sizeSections(shown.size, texts)
                  : [{ options: shown[group] }];
            if (sections.every((s) => s.options.length === 0)) return null;
            return (
              <fieldset key={group} className="facets" aria-describedby={FILTER_NOTE_ID}>
                <legend className="sr-only">{label}</legend>
                <h2 id={headingId} className={`${groupHeadingClass} mb-3`}>
                  {label}
                </h2>
                <OptionSections group={group} sections={sections} level={3} colourHexes={colourHexes} />
              </fieldset>
            );
          })}
        </FilterForm>
      </div>
    </FilterDisclosure>
  );
}
