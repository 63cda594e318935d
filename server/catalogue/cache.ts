import 'server-only';
import { CATALOGUE_CACHE_SECONDS } from '@/lib/constants';
import type { ErpError, ErpResult } from '@/server/erp/errors';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/server/process-singleton';

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
  'delivery-methods',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export const CACHE_LIFETIME_MS = CATALOGUE_CACHE_SECONDS * 1000;
/** Stock moves with every sale in the stores, so it is kept for a minute only. */
const LIFETIME_OF: Partial<Record<CacheTag, number>> = { stock: 60_000 };
const lifetimeOf = (key: string) => LIFETIME_OF[key.split(':')[0] as CacheTag] ?? CACHE_LIFETIME_MS;
const FAILURE_MEMORY_MS = 5_000;

/**
 * Keys of one record each (an item's details, an item's stock) are as many as the catalogue has
 * items, and a crawler walks them all: these are capped, least recently used dropped first. The
 * lists ('products', 'categories', …) are a fixed handful, kept apart so record churn never
 * evicts them. A product holds about 1.5-2 KB of memory, so 5,000 records stay under ~10 MB.
 */
export const MAX_RECORD_ENTRIES = 5_000;
const isRecordKey = (key: string) => key.startsWith('products:item:') || key.startsWith('stock:');

interface Entry {
  value?: unknown;
  fetchedAt: number;
  failure?: { error: ErpError; at: number };
  inflight?: Promise<ErpResult<unknown>>;
}

interface Store {
  lists: Map<string, Entry>;
  records: LRUCache<string, Entry>;
}

// One per process, so every route (and a dev-server reload) reads what another loaded.
const store: Store = processSingleton<Store>('__catalogueStore', () => ({
  lists: new Map(),
  records: new LRUCache({ max: MAX_RECORD_ENTRIES }),
}))();
const mapOf = (key: string) => (isRecordKey(key) ? store.records : store.lists);

function forgetIfEmpty(key: string, entry: Entry): void {
  const map = mapOf(key);
  // peek: a check is not a use, so it must not keep the record from being evicted.
  const current = isRecordKey(key) ? store.records.peek(key) : store.lists.get(key);
  if (current === entry && entry.value === undefined) map.delete(key);
}

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
          setTimeout(() => forgetIfEmpty(key, entry), FAILURE_MEMORY_MS).unref?.();
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
 * A new per-record read must use a key that isRecordKey knows, or it grows without a cap.
 * `now` is injectable for tests.
 */
export async function cached<T>(
  key: `${CacheTag}` | `${CacheTag}:${string}`,
  load: () => Promise<ErpResult<T>>,
  now: number = Date.now(),
): Promise<ErpResult<T>> {
  const map = mapOf(key);
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { fetchedAt: 0 }));
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
  for (const [key, entry] of [...store.lists, ...store.records]) {
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
  store.lists.clear();
  store.records.clear();
}
