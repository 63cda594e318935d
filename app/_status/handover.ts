import 'server-only';
import { processSingleton } from '@/server/process-singleton';

// What proxy.ts built to decide a page's status (app/_status/page-status.ts), handed to the page it
// lets render, so the page does not build it again. React's cache() cannot carry it: the proxy runs
// outside the page's render, in its own bundle, so the memo is process-wide (globalThis) and keyed
// by the request's CSP nonce, which the proxy draws fresh for each request and sets itself (a
// client cannot choose it). Where the proxy runs in another process (Vercel), nothing is found and
// the page builds it as before. Behind nginx's shared page cache every kept page has the same
// placeholder nonce (server/http/shared-cache-nonce.ts): two requests for one URL then share a slot,
// and what one leaves the other may take, the same listing built for the same URL.

/** An entry the page never took (its render was abandoned) is dropped after this long. */
const MAX_AGE_MS = 30_000;
/** At most this many waiting entries: a burst cannot grow the memo without bound. */
const MAX_ENTRIES = 200;

interface Entry {
  value: unknown;
  at: number;
}

const entries = processSingleton('ruck.status.handover', () => new Map<string, Entry>());

const slot = (nonce: string, key: string) => `${nonce} ${key}`;

/** Leaves `value` for the page of the request with this nonce, under `key`. */
export function handOver(nonce: string, key: string, value: unknown, now = Date.now()): void {
  const memo = entries();
  // A Map iterates in insertion order, so the oldest entries come first.
  for (const [k, entry] of memo) {
    if (memo.size < MAX_ENTRIES && now - entry.at <= MAX_AGE_MS) break;
    memo.delete(k);
  }
  memo.set(slot(nonce, key), { value, at: now });
}

/** What the proxy left for this request under `key` (once: it is removed), or undefined. */
export function takeOver<T>(nonce: string | undefined, key: string, now = Date.now()): T | undefined {
  if (!nonce) return undefined;
  const memo = entries();
  const entry = memo.get(slot(nonce, key));
  memo.delete(slot(nonce, key));
  return entry && now - entry.at <= MAX_AGE_MS ? (entry.value as T) : undefined;
}

/** One key for a listing's path parameters and query, however each side orders them. */
export function listingKey(variant: string, params: Record<string, string>, query: URLSearchParams): string {
  const sorted = (pairs: [string, string][]) =>
    new URLSearchParams(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return `listing ${variant} ${sorted(Object.entries(params))} ${sorted([...query])}`;
}
