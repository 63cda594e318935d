import type { EmptyTexts } from '@/lib/listing/variants';
import { Link } from '@/components/ui/link';
import { clearSearchHref, outlineButtonClass, type ListingLocation } from './listing-links';

export interface EmptyStateProps {
  at: ListingLocation;
  texts: EmptyTexts;
}

/** What a listing shows when nothing matches, in the variant's exact words. */
export function EmptyState({ at, texts }: EmptyStateProps) {
  const searching = at.query.search !== '';
  const searchText = searching ? texts.searchText : undefined;
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-base text-ink">{searchText ?? texts.text}</p>
      {texts.hint && <p className="text-sm text-muted">{texts.hint}</p>}
      {searchText && texts.clearSearchLabel && (
        <Link href={clearSearchHref(at)} className={`${outlineButtonClass} mt-2`}>
          {texts.clearSearchLabel}
        </Link>
      )}
    </div>
  );
}
