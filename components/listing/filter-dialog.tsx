import { ChevronIcon } from '@/components/ui/icons';
import type { FacetOption, Facets } from '@/lib/listing/facets';
import type { FilterGroup } from '@/lib/listing/query';
import { selectedCount } from '@/lib/listing/query-actions';
import type { FilterGroupSpec } from '@/lib/listing/variants';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import { Link } from '@/components/ui/link';
import { FilterOptionList } from './filter-option-list';
import { HiddenFields } from './hidden-fields';
import { ListingForm } from './listing-form';
import {
  clearFiltersHref,
  filterStateKey,
  focusRing,
  outlineButtonClass,
  solidButtonClass,
  textLinkClass,
  type ListingLocation,
} from './listing-links';

export interface FilterDialogProps {
  at: ListingLocation;
  facets: Facets;
  /** The accordion groups and their headings (COLOR, SIZE, PRICE). */
  groups: readonly FilterGroupSpec[];
  colourHexes?: ColourHexes;
}

const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

interface CheckboxGroupProps {
  group: FilterGroup;
  label: string;
  options: readonly FacetOption[];
  open: boolean;
  colourHexes?: ColourHexes;
}

/** One accordion: the group's options as checkboxes named like the URL's key; open when in use. */
function CheckboxGroup({ group, label, options, open, colourHexes }: CheckboxGroupProps) {
  return (
    <details open={open} className="group/acc border-b border-line">
      <summary
        className={`flex min-h-11 items-center justify-between rounded-sm text-xs font-semibold tracking-[0.16em] ${summaryReset} ${focusRing}`}
      >
        {label}
        <ChevronIcon
          width={16}
          height={16}
          className="transition-transform group-open/acc:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <fieldset className="facets pb-3">
        <legend className="sr-only">{label}</legend>
        <FilterOptionList group={group} options={options} colourHexes={colourHexes} />
      </fieldset>
    </details>
  );
}

/**
 * Bestsellers: a 'Filter' button opens a panel of accordion groups with checkboxes in one GET
 * form, so the shopper ticks several and presses 'Apply filter'. `<details>` elements do the
 * opening and closing, so it all works without JavaScript.
 */
export function FilterDialog({ at, facets, groups, colourHexes }: FilterDialogProps) {
  const selected = groups.reduce((n, { group }) => n + selectedCount(at.query, group), 0);
  return (
    <details className="group/filter relative">
      <summary className={`${outlineButtonClass} ${summaryReset}`}>
        Filter{' '}
        {selected > 0 && (
          <span>
            ({selected}) <span className="sr-only">selected</span>
          </span>
        )}
      </summary>
      <div className="absolute left-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] border border-line bg-white p-4 shadow-lg">
        <ListingForm
          action={at.pathname}
          kind="filter"
          resetKey={filterStateKey(at.query)}
          aria-label="Filter products"
        >
          <HiddenFields at={at} omit={groups.map(({ group }) => group)} />
          {groups.map(({ group, label }) =>
            facets[group].length === 0 ? null : (
              <CheckboxGroup
                key={group}
                group={group}
                label={label}
                options={facets[group]}
                open={selectedCount(at.query, group) > 0}
                colourHexes={colourHexes}
              />
            ),
          )}
          <div className="mt-4 flex items-center justify-between gap-3">
            <Link href={clearFiltersHref(at)} rel="nofollow" className={textLinkClass}>
              Clear all
            </Link>
            <button type="submit" className={solidButtonClass}>
              Apply filter
            </button>
          </div>
        </ListingForm>
      </div>
    </details>
  );
}
