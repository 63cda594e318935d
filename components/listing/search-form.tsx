import { MESSAGES } from '@/messages';
import type { CatalogueTexts } from '@/lib/listing/variant-texts';
import { SearchIcon } from '@/components/ui/icons';
import type { ListingVariant } from '@/lib/listing/variants';
import { HiddenFields } from './hidden-fields';
import { focusRing, type ListingLocation } from './listing-links';
import { ListingForm } from './listing-form';
import { SearchBox } from './search-box';

export interface SearchFormProps {
  /** The page's texts; English by default. */
  texts?: CatalogueTexts;
  at: ListingLocation;
  variant: Pick<ListingVariant, 'searchLabel' | 'searchPlaceholder' | 'debounceMs'>;
}

/** GET form: the search term plus the rest of the state; a new term goes back to page 1. */
export function SearchForm({ at, variant, texts = MESSAGES.en.catalogue.client }: SearchFormProps) {
  return (
    <ListingForm
      action={at.pathname}
      kind="search"
      role="search"
      aria-label={variant.searchLabel}
      className="flex w-full gap-2 sm:max-w-sm"
    >
      <HiddenFields at={at} omit={['search']} />
      <SearchBox
        value={at.query.search}
        label={variant.searchLabel}
        placeholder={variant.searchPlaceholder}
        debounceMs={variant.debounceMs}
      />
      <button
        type="submit"
        aria-label={texts.search}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-sm border border-line text-ink hover:border-ink ${focusRing}`}
      >
        <SearchIcon />
      </button>
    </ListingForm>
  );
}
