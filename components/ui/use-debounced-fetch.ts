'use client';

import { useEffect, useState } from 'react';

// The cart quote (/cart, /checkout) and the listing's filter count fetch with this rather than swr
// (which the search overlay uses): both run in a browsing page's first load, where swr's ~6 KB gzip
// would take /cart and the listings past their budget (docs/decisions/0012).

/** A GET, or a POST of JSON when `body` is set. */
export interface FetchRequest {
  url: string;
  body?: string;
}

export interface FetchAnswer<T> {
  request: FetchRequest;
  /** The JSON of a 2xx answer; null after an error status, unreadable JSON or a network failure. */
  data: T | null;
}

export interface DebouncedFetch<T> {
  /** `idle` without a request; `loading` until the answer to the current request is in. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The current request's answer, once ready. */
  data: T | null;
  /** The latest answer; while loading, it answers an earlier request (for what still applies). */
  last: FetchAnswer<T> | null;
}

const sameRequest = (a: FetchRequest, b: FetchRequest) => a.url === b.url && a.body === b.body;

/**
 * Fetches `request` once it has stayed the same for `delayMs` (typing, quantity clicks). A new
 * request aborts the one before, and an answer is only kept while its request is still the
 * current one, so a slow stale response can never overwrite a fresh one.
 */
export function useDebouncedFetch<T>(request: FetchRequest | null, delayMs: number): DebouncedFetch<T> {
  const url = request?.url;
  const body = request?.body;
  const [last, setLast] = useState<FetchAnswer<T> | null>(null);

  useEffect(() => {
    if (url === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    const init: RequestInit =
      body === undefined
        ? { signal }
        : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal };
    const load = async () => {
      let data: T | null = null;
      try {
        const response = await fetch(url, init);
        if (response.ok) data = (await response.json()) as T;
      } catch {
        // Aborted (dropped below) or offline: the latter is an error answer.
      }
      if (!signal.aborted) setLast({ request: { url, body }, data });
    };
    const timer = setTimeout(() => void load(), delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, body, delayMs]);

  if (!request) return { status: 'idle', data: null, last };
  if (!last || !sameRequest(last.request, request)) return { status: 'loading', data: null, last };
  return { status: last.data === null ? 'error' : 'ready', data: last.data, last };
}
