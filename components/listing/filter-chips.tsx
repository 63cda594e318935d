import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { Facets } from '@/lib/listing/facets';
import { filterChips } from '@/lib/listing/filter-chips';
import { fill } from '@/lib/i18n/fill';
import { MESSAGES } from '@/messages';
import { hrefTo, type ListingLocation } from './listing-links';

/** The applied filters above the grid, each a link that removes it (no JavaScript needed). */
export function FilterChips({
  at,
  facets,
  texts = MESSAGES.en.catalogue.client,
}: {
  at: ListingLocation;
  facets: Facets;
  texts?: typeof MESSAGES.en.catalogue.client;
}) {
  const chips = filterChips(at.query, facets, texts);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={texts.appliedFilters} className="mb-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={`${chip.group}:${chip.value}`}>
          <Link
            href={hrefTo(at, chip.without)}
            rel="nofollow"
            className="chip"
            aria-label={fill(texts.removeFilter, { label: chip.label })}
          >
            {chip.label}
            <CloseIcon width={14} height={14} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
