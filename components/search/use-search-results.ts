'use client';

import { useEffect, useState } from 'react';
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
  const [answer, setAnswer] = useState<{ term: string; items: SearchCard[] } | null>(null);
  useEffect(() => {
    if (term === '') return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let items: SearchCard[] = [];
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(term)}`, {
          signal: controller.signal,
        });
        if (response.ok) items = ((await response.json()) as SearchResponse).items;
      } catch {
        // Aborted (a newer term) or offline: the check below drops the first, the second shows no results.
      }
      if (!controller.signal.aborted) setAnswer({ term, items });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, delayMs]);
  if (term === '') return { status: 'idle' };
  return answer?.term === term ? { status: 'done', term, items: answer.items } : { status: 'loading', term };
}
