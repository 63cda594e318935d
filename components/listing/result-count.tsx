'use client';

import { countText } from '@/lib/listing/counts';
import { useListingTransition } from './listing-transition';

export interface ResultCountProps {
  total: number;
  /** A search term is active. */
  hasSearch: boolean;
}

/** '{N} search results' or '{N} items found', and 'Searching...' while a search is on its way. */
export function ResultCount({ total, hasSearch }: ResultCountProps) {
  const { searching } = useListingTransition();
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="text-sm whitespace-nowrap text-muted">
      {countText({ loading: false, searching, total, hasSearch })}
    </p>
  );
}
