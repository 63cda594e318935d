import type { ListingVariant } from '@/lib/listing/variants';
import { HiddenFields } from './hidden-fields';
import type { ListingLocation } from './listing-links';
import { ListingForm } from './listing-form';
import { SortControl } from './sort-control';

export interface SortSelectProps {
  at: ListingLocation;
  variant: Pick<ListingVariant, 'sortLabel' | 'sortOptions'>;
}

/** GET form: the sort plus the rest of the state (a new sort goes back to page 1). */
export function SortSelect({ at, variant }: SortSelectProps) {
  return (
    <ListingForm action={at.pathname} kind="sort" className="flex items-center gap-2">
      <HiddenFields at={at} omit={['sort']} />
      <SortControl label={variant.sortLabel} options={variant.sortOptions} value={at.query.sort} />
    </ListingForm>
  );
}
