import { MESSAGES } from '@/messages';
import type { CatalogueTexts } from '@/lib/listing/variant-texts';
import { hasActiveFilters } from '@/lib/listing/query-actions';
import type { ListingVariant } from '@/lib/listing/variants';
import { Link } from '@/components/ui/link';
import { ParsedEnd, PARSED_WHOLE_CLASS } from '@/components/ui/parsed-whole';
import { clearFiltersHref, clearSearchHref, outlineButtonClass, type ListingLocation } from './listing-links';
import { ListingTransitionProvider } from './listing-transition';
import { ResultCount } from './result-count';
import { SearchForm } from './search-form';
import { SortSelect } from './sort-select';

export interface ListingToolbarProps {
  /** The page's texts; English by default. */
  texts?: CatalogueTexts;
  at: ListingLocation;
  variant: ListingVariant;
  total: number;
}

/** Search, count and sort; the outlet adds its clear buttons. */
export function ListingToolbar({
  at,
  variant,
  total,
  texts = MESSAGES.en.catalogue.client,
}: ListingToolbarProps) {
  const hasSearch = at.query.search !== '';
  const filtered = hasActiveFilters(at.query);
  return (
    <ListingTransitionProvider>
      <div className="flex flex-col gap-4 border-y border-line py-4 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-1 items-center gap-3">
          <SearchForm at={at} variant={variant} texts={texts} />
        </div>
        {/* The sort is right-aligned: shown once whole, so a half-parsed select never grows leftwards. */}
        <div
          className={`${PARSED_WHOLE_CLASS} flex flex-wrap items-center justify-between gap-x-4 gap-y-2 md:justify-end`}
        >
          <ResultCount total={total} hasSearch={hasSearch} />
          <SortSelect at={at} variant={variant} />
          <ParsedEnd />
        </div>
      </div>
      {variant.clearButtons && (hasSearch || filtered) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {hasSearch && (
            <Link href={clearSearchHref(at)} className={outlineButtonClass}>
              {texts.clearSearch}
            </Link>
          )}
          {filtered && (
            <Link href={clearFiltersHref(at)} rel="nofollow" className={outlineButtonClass}>
              {variant.filterTexts.clear}
            </Link>
          )}
        </div>
      )}
    </ListingTransitionProvider>
  );
}
