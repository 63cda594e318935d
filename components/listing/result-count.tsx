'use client';

import { useLocale, useTexts } from '@/components/i18n/client-texts-context';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { useListingTransition } from './listing-transition';

export interface ResultCountProps {
  total: number;
  /** A search term is active. */
  hasSearch: boolean;
}

/** '{N} search results' or '{N} items found', and 'Searching...' while a search is on its way. */
export function ResultCount({ total, hasSearch }: ResultCountProps) {
  const { searching } = useListingTransition();
  const t = useTexts('catalogue');
  const one = new Intl.PluralRules(INTL_LOCALE[useLocale()]).select(total) === 'one';
  const found = hasSearch
    ? one
      ? t.searchResultsOne
      : t.searchResultsOther
    : one
      ? t.itemsFoundOne
      : t.itemsFoundOther;
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="text-sm whitespace-nowrap text-muted">
      {searching ? t.countSearching : fill(found, { count: total })}
    </p>
  );
}
