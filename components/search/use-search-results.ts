'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';
import { OVERLAY_SEARCH_DEBOUNCE_MS } from '@/lib/search/limits';
import type { SearchCard, SearchResponse } from '@/lib/search/search-card';
import { useLocale } from '@/components/i18n/client-texts-context';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; items: SearchCard[] };

async function fetchResults(url: string): Promise<SearchResponse> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchResponse;
}

/**
 * The overlay's results for what is typed, through swr (loaded with the overlay): /api/search is
 * asked 300 ms after the last keystroke (spec). swr only ever answers with the current term's
 * results, so a slow stale response cannot overwrite a fresh one; a term typed again, once the
 * 300 ms have passed, shows its remembered results at once while they are checked again. A
 * superseded request is not cancelled (swr has no abort): it finishes and fills the cache. A failed
 * request shows as no results (spec: search failure yields no results); it is not retried.
 */
export function useSearchResults(text: string, delayMs = OVERLAY_SEARCH_DEBOUNCE_MS): SearchState {
  const term = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  // The answer's prices and colour names are in the page's language (English without lang).
  const locale = useLocale();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term), delayMs);
    return () => clearTimeout(timer);
  }, [term, delayMs]);
  const settled = term !== '' && term === asked;
  const { data, error } = useSWR<SearchResponse, Error>(
    settled ? `/api/search?q=${encodeURIComponent(term)}${locale === 'en' ? '' : `&lang=${locale}`}` : null,
    fetchResults,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  if (term === '') return { status: 'idle' };
  if (settled && (data || error)) return { status: 'done', term, items: data?.items ?? [] };
  return { status: 'loading', term };
}
