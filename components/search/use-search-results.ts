'use client';

import { useDebouncedFetch } from '@/components/ui/use-debounced-fetch';
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';
import { OVERLAY_SEARCH_DEBOUNCE_MS } from '@/lib/search/limits';
import type { SearchCard, SearchResponse } from '@/lib/search/search-card';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; items: SearchCard[] };

/**
 * The overlay's results for what is typed: asks /api/search 300 ms after the last keystroke
 * (spec). A newer term aborts the older request, and only the answer for the current term is
 * ever shown, so a slow stale response cannot overwrite a fresh one. A failed request shows as
 * no results (spec: search failure yields no results).
 */
export function useSearchResults(text: string, delayMs = OVERLAY_SEARCH_DEBOUNCE_MS): SearchState {
  const term = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const request = term === '' ? null : { url: `/api/search?q=${encodeURIComponent(term)}` };
  const { status, data } = useDebouncedFetch<SearchResponse>(request, delayMs);
  if (status === 'idle') return { status: 'idle' };
  if (status === 'loading') return { status: 'loading', term };
  return { status: 'done', term, items: data?.items ?? [] };
}
