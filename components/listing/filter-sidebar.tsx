import { MESSAGES } from '@/messages';
import { fill } from '@/lib/i18n/fill';
import type { CatalogueTexts } from '@/lib/listing/variant-texts';
import { shownFacets, type Facets } from '@/lib/listing/facets';
import { hasActiveFilters, selectedCount } from '@/lib/listing/query-actions';
import { sizeSections } from '@/lib/listing/size-groups';
import type { FilterGroupSpec } from '@/lib/listing/variants';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import { Link } from '@/components/ui/link';
import { FilterDisclosure } from './filter-disclosure';
import { FilterForm } from './filter-form';
import { OptionSections } from './option-sections';
import { clearFiltersHref, textLinkClass, type ListingLocation, FILTER_NOTE_ID } from './listing-links';

export interface FilterSidebarProps {
  /** The page's texts; English by default. */
  texts?: CatalogueTexts;
  /** The clear link's text (spec: 'Clear All'). */
  clearLabel?: string;
  at: ListingLocation;
  facets: Facets;
  /** The groups and their headings (Size, Colour, Price). */
  groups: readonly FilterGroupSpec[];
  colourHexes?: ColourHexes;
  /** The grid's total for the applied filters (the phone sheet's 'Show N results'). */
  total: number;
}

/** New Arrivals: a 'Filters' sidebar; each heading shows how many of its options are selected. */
export function FilterSidebar({
  at,
  facets,
  groups,
  colourHexes,
  total,
  texts = MESSAGES.en.catalogue.client,
  clearLabel = 'Clear All',
}: FilterSidebarProps) {
  const shown = shownFacets(facets);
  const selected = groups.reduce((n, { group }) => n + selectedCount(at.query, group), 0);
  return (
    <FilterDisclosure
      summary={texts.filters}
      selected={selected}
      pathname={at.pathname}
      total={total}
      clear={
        hasActiveFilters(at.query) && (
          <Link href={clearFiltersHref(at)} rel="nofollow" className={textLinkClass}>
            {clearLabel}
          </Link>
        )
      }
    >
      <div className="mt-4 lg:mt-0">
        {/* Kept for screen readers on phones too: the group headings below are h3s. */}
        <h2 className="mb-6 sr-only text-sm font-semibold tracking-[0.08em] lg:not-sr-only">
          {texts.filters}
        </h2>
        <FilterForm at={at} className="space-y-8" texts={texts}>
          {groups.map(({ group, label }) => {
            if (shown[group].length === 0) return null;
            const headingId = `filter-${group}`;
            const count = selectedCount(at.query, group);
            return (
              <fieldset key={group} className="facets" aria-describedby={FILTER_NOTE_ID}>
                <legend className="sr-only">
                  {count > 0 ? fill(texts.groupSelected, { label, count }) : label}
                </legend>
                <h3 id={headingId} className="mb-3 text-sm font-medium text-ink">
                  {label}{' '}
                  {count > 0 && (
                    <span className="ml-1 text-muted">
                      {`(${count}) `}
                      <span className="sr-only">{texts.selected}</span>
                    </span>
                  )}
                </h3>
                <OptionSections
                  group={group}
                  sections={group === 'size' ? sizeSections(shown.size, texts) : [{ options: shown[group] }]}
                  level={4}
                  colourHexes={colourHexes}
                />
              </fieldset>
            );
          })}
        </FilterForm>
      </div>
    </FilterDisclosure>
  );
}
