import { MESSAGES } from '@/messages';
import type { CatalogueTexts } from '@/lib/listing/variant-texts';
import type { ReactNode } from 'react';
import { FILTER_GROUPS } from '@/lib/listing/query';
import { HiddenFields } from './hidden-fields';
import { FILTER_FORM_ID, FILTER_NOTE_ID, filterStateKey, type ListingLocation } from './listing-links';
import { ListingForm } from './listing-form';

export interface FilterFormProps {
  /** The page's texts; English by default. */
  texts?: CatalogueTexts;
  at: ListingLocation;
  children: ReactNode;
  className?: string;
}

/**
 * The sidebar filters as one GET form of checkboxes: the rest of the state (search, sort, the
 * scope keys; not the page, so a change goes back to page 1) rides along in hidden inputs. With
 * JavaScript every change applies at once, which the note before the checkboxes says (each group
 * points at it with aria-describedby); without it an 'Apply filter' button submits.
 */
export function FilterForm({
  at,
  children,
  className,
  texts = MESSAGES.en.catalogue.client,
}: FilterFormProps) {
  return (
    <ListingForm
      id={FILTER_FORM_ID}
      action={at.pathname}
      kind="filter"
      autoSubmit={texts.applyFilter}
      resetKey={filterStateKey(at.query)}
      className={className}
    >
      <HiddenFields at={at} omit={FILTER_GROUPS} />
      <p id={FILTER_NOTE_ID} className="text-xs text-muted">
        {texts.filterNote}
      </p>
      {children}
    </ListingForm>
  );
}
