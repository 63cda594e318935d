import 'server-only';
import { CATALOGUE_CACHE_SECONDS } from '@/lib/constants';
import type { ErpError, ErpResult } from '@/server/erp/errors';

// The one registry of catalogue cache entries. Reads are served stale-while-revalidate: a stale
// value is answered at once while one background refresh runs, and a failed refresh keeps the
// last good value. A failure with nothing cached is remembered briefly so a dead ERP isn't hammered.

export const CACHE_TAGS = [
  'main-categories',
  'categories',
  'brands',
  'colours',
  'products',
  'carousel',
  'stock',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export const CACHE_LIFETIME_MS = CATALOGUE_CACHE_SECONDS * 1000;
/** Stock moves with every sale in the stores, so it is kept for a minute only. */
const LIFETIME_OF: Partial<Record<CacheTag, number>> = { stock: 60_000 };
const lifetimeOf = (key: string) => LIFETIME_OF[key.split(':')[0] as CacheTag] ?? CACHE_LIFETIME_MS;
const FAILURE_MEMORY_MS = 5_000;

interface Entry {
  value?: unknown;
  fetchedAt: number;
  failure?: { error: ErpError; at: number };
  inflight?: Promise<ErpResult<unknown>>;
}

const store: Map<string, Entry> = ((
  globalThis as { __catalogueCache?: Map<string, Entry> }
).__catalogueCache ??= new Map());

function refresh<T>(key: string, entry: Entry, load: () => Promise<ErpResult<T>>): Promise<ErpResult<T>> {
  entry.inflight ??= load()
    .then((result) => {
      if (result.ok) {
        entry.value = result.data;
        entry.fetchedAt = Date.now();
        entry.failure = undefined;
      } else {
        entry.failure = { error: result.error, at: Date.now() };
        // A key that never loaded (a made-up product id, say) must not stay in memory for good.
        if (entry.value === undefined)
          setTimeout(
            () => store.get(key) === entry && entry.value === undefined && store.delete(key),
            FAILURE_MEMORY_MS,
          ).unref?.();
      }
      return result;
    })
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight as Promise<ErpResult<T>>;
}

/**
 * Read `key` (a tag, or a tag plus an argument such as `products:bestsellers`) through the cache.
 * `now` is injectable for tests.
 */
export async function cached<T>(
  key: `${CacheTag}` | `${CacheTag}:${string}`,
  load: () => Promise<ErpResult<T>>,
  now: number = Date.now(),
): Promise<ErpResult<T>> {
  let entry = store.get(key);
  if (!entry) store.set(key, (entry = { fetchedAt: 0 }));
  if (entry.value !== undefined) {
    if (now - entry.fetchedAt >= lifetimeOf(key)) void refresh(key, entry, load);
    return { ok: true, data: entry.value as T };
  }
  if (entry.failure && now - entry.failure.at < FAILURE_MEMORY_MS && !entry.inflight) {
    return { ok: false, error: entry.failure.error };
  }
  return refresh(key, entry, load);
}

/** Mark every entry of a tag stale: the next read refreshes it in the background. */
export function invalidate(tag: CacheTag): number {
  let n = 0;
  for (const [key, entry] of store) {
    if (key === tag || key.startsWith(`${tag}:`)) {
      entry.fetchedAt = 0;
      entry.failure = undefined;
      n++;
    }
  }
  return n;
}

/** For tests: forget everything. */
export function clearCache(): void {
  store.clear();
}
