import { afterEach, describe, expect, it, vi } from 'vitest';
import { openShopDb, type ShopDb } from '@/server/store/db';

// Which drivers the shop runs on is decided once, from REDIS_URL, in server/runtime/shared-state.ts.

const slot = globalThis as { __sharedState?: { close(): void } };
afterEach(() => {
  slot.__sharedState?.close();
  delete slot.__sharedState;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A fresh module copy, so config() reads the stubbed environment. */
async function fresh() {
  vi.resetModules();
  return import('@/server/runtime/shared-state');
}
const rule = { name: 'selection', points: 1, durationSeconds: 60 };

describe('driver selection', () => {
  it('without REDIS_URL: limits and the lease on the SQLite file, favourites in process, no broadcast', async () => {
    const { createSharedState } = await fresh();
    const db: ShopDb = openShopDb(':memory:');
    const open = vi.fn(() => db);
    const state = createSharedState(undefined, open);
    expect(state.driver).toBe('local');
    expect(state.ping).toBeUndefined(); // no Redis for GET /api/health to ask
    expect(open).not.toHaveBeenCalled(); // nothing is opened before it is used

    expect(await state.limiter(rule).consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    expect(db.prepare('SELECT key FROM rate_limits').all()).toEqual([{ key: 'selection:ip:1.2.3.4' }]);
    expect(await state.jobLease.take('job', 'a', 60_000)).toBe(true);
    expect(db.prepare('SELECT name, holder FROM job_leases').all()).toEqual([{ name: 'job', holder: 'a' }]);
    await state.favourites.set(1, [2]);
    expect(await state.favourites.get(1)).toEqual([2]);

    const listener = { message: vi.fn(), missed: vi.fn() };
    state.broadcast.subscribe(listener);
    await state.broadcast.publish(['products']);
    expect(listener.message).not.toHaveBeenCalled(); // one node: nobody else to tell
  });

  it('with REDIS_URL: the Redis drivers, connected on first use', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1'); // nothing listens: every call falls back
    const { rateLimiter, sharedState } = await fresh();
    const limiter = rateLimiter(rule);
    expect(slot.__sharedState).toBeUndefined(); // a route module's top level connects nothing
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    expect(sharedState().driver).toBe('redis');
    expect(sharedState()).toBe(slot.__sharedState);
    expect(await sharedState().jobLease.take('job', 'a', 1_000)).toBe(false);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', async () => {
    vi.stubEnv('REDIS_URL', 'http://127.0.0.1:6379');
    const { sharedState } = await fresh();
    expect(() => sharedState()).toThrow(/REDIS_URL/);
  });
});
