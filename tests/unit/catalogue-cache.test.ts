import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_LIFETIME_MS,
  cached,
  clearCache,
  invalidate,
  MAX_RECORD_ENTRIES,
} from '@/server/catalogue/cache';
import { ErpError, type ErpResult } from '@/server/erp/errors';

const ok = <T>(data: T): ErpResult<T> => ({ ok: true, data });
const fail = (): ErpResult<never> => ({
  ok: false,
  error: new ErpError('unavailable', '$TableGetView', 'HTTP 503', 503),
});
/** A load that answers at once (the cache only needs a promise). */
const loaded = <T>(data: T) => Promise.resolve(ok(data));
const failed = () => Promise.resolve(fail());
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => clearCache());

/** A moment when whatever loaded so far is stale: the load time is stamped when it resolves. */
const staleNow = () => Date.now() + CACHE_LIFETIME_MS;
describe('catalogue cache (stale-while-revalidate)', () => {
  it('loads once and serves the cached value within the 10-minute lifetime', async () => {
    const load = vi.fn(() => loaded([1]));
    const t0 = Date.now();
    expect(await cached('brands', load, t0)).toEqual(ok([1]));
    expect(await cached('brands', load, t0 + CACHE_LIFETIME_MS - 1)).toEqual(ok([1]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(CACHE_LIFETIME_MS).toBe(600_000);
  });

  it('shares one in-flight load between concurrent readers', async () => {
    const load = vi.fn(() => loaded('x'));
    await Promise.all([cached('colours', load), cached('colours', load), cached('colours', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value at once and refreshes it in the background', async () => {
    let version = 1;
    const load = vi.fn(() => loaded(version));
    await cached('products', load);
    version = 2;
    expect(await cached('products', load, staleNow())).toEqual(ok(1));
    await vi.waitFor(async () => expect(await cached('products', load)).toEqual(ok(2)));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good value when a refresh fails', async () => {
    await cached('categories', () => loaded(['good']));
    const failing = vi.fn(failed);
    expect(await cached('categories', failing, staleNow())).toEqual(ok(['good']));
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await flush();
    expect(await cached('categories', failing)).toEqual(ok(['good']));
  });

  it('returns the typed error when nothing was ever loaded, and remembers it briefly', async () => {
    const failing = vi.fn(failed);
    const first = await cached('carousel', failing);
    expect(first.ok ? null : first.error.kind).toBe('unavailable');
    await cached('carousel', failing);
    expect(failing).toHaveBeenCalledTimes(1);
    const later = await cached('carousel', () => loaded('back'), Date.now() + 5_000);
    expect(later).toEqual(ok('back'));
  });

  it('invalidate marks every key of a tag stale so the next read refreshes', async () => {
    let v = 'a';
    const load = () => loaded(v);
    await cached('products:bestsellers', load);
    await cached('products', load);
    await cached('brands', load);
    expect(invalidate('products')).toBe(2);
    v = 'b';
    expect(await cached('products', load)).toEqual(ok('a'));
    await vi.waitFor(async () => expect(await cached('products', load)).toEqual(ok('b')));
    expect(await cached('brands', load)).toEqual(ok('a'));
  });

  it('forgets a key that never loaded once its failure memory has passed (made-up ids do not pile up)', async () => {
    vi.useFakeTimers();
    try {
      const failing = vi.fn(failed);
      await cached('products:item:999999', failing);
      await cached('products:item:999999', failing);
      expect(failing).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(invalidate('products')).toBe(0); // the entry is gone, nothing left to mark
      await cached('products:item:999999', failing);
      expect(failing).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('caps per-record entries (50,000 product ids read): least recently used out, lists never evicted', async () => {
    await cached('products', () => loaded('list'));
    await cached('categories', () => loaded('list'));
    await cached('products:item:hot', () => loaded('hot'));
    const load = () => loaded('v');
    for (let id = 0; id < 50_000; id++) {
      await cached(`products:item:${id}`, load);
      // A product shoppers keep opening stays, however many others a crawler walks past.
      if (id % 100 === 0) await cached('products:item:hot', load);
    }

    const notLoaded = vi.fn(() => loaded('reloaded'));
    expect(await cached('products', notLoaded)).toEqual(ok('list'));
    expect(await cached('categories', notLoaded)).toEqual(ok('list'));
    expect(await cached('products:item:hot', notLoaded)).toEqual(ok('hot'));
    // The cap holds the hot item and the newest ids after it.
    const newest = MAX_RECORD_ENTRIES - 1;
    for (let id = 50_000 - newest; id < 50_000; id++)
      expect(await cached(`products:item:${id}`, notLoaded)).toEqual(ok('v'));
    expect(notLoaded).not.toHaveBeenCalled();

    expect(await cached(`products:item:${50_000 - newest - 1}`, notLoaded)).toEqual(ok('reloaded'));
    expect(await cached('products:item:0', notLoaded)).toEqual(ok('reloaded'));
    // Tag invalidation still reaches every entry: the 'products' list and exactly the cap's records.
    expect(invalidate('products')).toBe(1 + MAX_RECORD_ENTRIES);
  });
});
