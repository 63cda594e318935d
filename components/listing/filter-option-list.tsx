import Link from 'next/link';
import type { FacetOption } from '@/lib/listing/facets';
import type { FilterGroup } from '@/lib/listing/query';
import { swatchOf, type ColourHexes } from './colour-hex';
import { focusRing, toggleHref, type ListingLocation } from './listing-links';

export interface FilterOptionListProps {
  at: ListingLocation;
  group: FilterGroup;
  options: readonly FacetOption[];
  colourHexes?: ColourHexes;
}

const rowClass = 'flex min-h-8 w-full items-center gap-2 rounded-sm py-1 text-sm';

/** A square that looks like a checkbox; the link text says whether the option is selected. */
function Box({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-4 shrink-0 items-center justify-center rounded-[2px] border ${checked ? 'border-ink bg-ink text-white' : 'border-neutral-400 bg-white'}`}
    >
      {checked && (
        <svg viewBox="0 0 12 12" width={10} height={10} fill="none" stroke="currentColor" strokeWidth={2} focusable="false">
          <path d="m2.5 6 2.5 2.5 4.5-5" />
        </svg>
      )}
    </span>
  );
}

export function Swatch({ hex }: { hex: string }) {
  return <span aria-hidden="true" className="size-4 shrink-0 rounded-full ring-1 ring-neutral-300 ring-inset" style={{ backgroundColor: hex }} />;
}

function OptionBody({ option, group, colourHexes }: { option: FacetOption; group: FilterGroup; colourHexes?: ColourHexes }) {
  return (
    <>
      <Box checked={option.selected} />
      {group === 'color' && <Swatch hex={swatchOf(colourHexes, option.label)} />}
      <span className="min-w-0 flex-1 truncate">{option.label}</span>{' '}
      <span className="text-xs text-muted">({option.count})</span>
      {option.selected && <span className="sr-only">, selected</span>}
    </>
  );
}

/**
 * Each option is a link to the same listing with that option toggled (and page 1), so the filters
 * work without JavaScript. An option no product would match is shown disabled, not linked.
 */
export function FilterOptionList({ at, group, options, colourHexes }: FilterOptionListProps) {
  return (
    <ul className="space-y-0.5">
      {options.map((option) => (
        <li key={option.value}>
          {option.disabled ? (
            <span aria-disabled="true" className={`${rowClass} cursor-not-allowed text-muted opacity-60`}>
              <OptionBody option={option} group={group} colourHexes={colourHexes} />
            </span>
          ) : (
            <Link
              href={toggleHref(at, group, option.value)}
              rel="nofollow"
              prefetch={false}
              className={`${rowClass} text-ink hover:underline ${focusRing}`}
            >
              <OptionBody option={option} group={group} colourHexes={colourHexes} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
