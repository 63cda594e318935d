import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { cached, clearCache } from '@/server/catalogue/cache';
import { listenForRevalidations } from '@/server/catalogue/revalidation';
import { cachedRevocations, type RevocationTimes } from '@/server/account/revocation-cache';
import type { RateLimitRule } from '@/server/shared/rate-limiter';
import { createSharedState, type SharedState } from '@/server/runtime/shared-state';
import { testRedis } from '../../helpers/redis-server';

const log = captureLog();

// Two nodes of the shop (two SharedStates on one Redis, as two machines would have them) against a
// real redis-server, which is killed and restarted in the last tests.

const redis = testRedis();
const noDb = () => {
  throw new Error('the Redis drivers never open the shop database');
};
let a: SharedState;
let b: SharedState;
/** Resolves once `node`'s connection answers (until then every driver falls back at once). */
const connected = (node: SharedState, name: string) =>
  eventually(() => node.jobLease.take(`probe-${name}`, name, 1_000));
beforeAll(async () => {
  a = createSharedState(redis.url, noDb);
  b = createSharedState(redis.url, noDb);
  await Promise.all([connected(a, 'a'), connected(b, 'b')]);
});
afterAll(() => {
  a.close();
  b.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
  return Date.now() - start;
}
const rule = (name: string, points: number): RateLimitRule => ({ name, points, durationSeconds: 60 });

// Node B's catalogue cache (one per process, so the test's own).
const loads = { products: 0, brands: 0 };
const fill = async () => {
  await cached('products', () => Promise.resolve({ ok: true, data: ++loads.products }));
  await cached('brands', () => Promise.resolve({ ok: true, data: ++loads.brands }));
};
beforeEach(async () => {
  clearCache();
  loads.products = loads.brands = 0;
  await fill();
});
/** Which tags one read of both went back to the ERP for (their entries were marked stale). */
const reloads = async () => {
  const before = { ...loads };
  await fill();
  return { products: loads.products > before.products, brands: loads.brands > before.brands };
};
/** Resolves once reads have gone back to the ERP for every one of `tags`. */
const reloadedAll = (tags: (keyof typeof loads)[], ms?: number) => {
  const seen = new Set<string>();
  return eventually(async () => {
    const r = await reloads();
    for (const tag of tags) if (r[tag]) seen.add(tag);
    return seen.size === tags.length;
  }, ms);
};

describe('shared state on Redis, two nodes', () => {
  it('counts one rate limit across both nodes', async () => {
    const onA = a.limiter(rule('shared', 3));
    const onB = b.limiter(rule('shared', 3));
    expect(await onA.consume('ip:1.2.3.4')).toEqual({ ok: true, data: { used: 1 } });
    expect(await onB.consume('ip:1.2.3.4')).toEqual({ ok: true, data: { used: 2 } });
    await onA.refund('ip:1.2.3.4');
    expect(await onA.consume('ip:1.2.3.4')).toEqual({ ok: true, data: { used: 2 } });
    expect(await onB.consume('ip:1.2.3.4')).toEqual({ ok: true, data: { used: 3 } });
    expect(await onA.consume('ip:1.2.3.4')).toMatchObject({ ok: false });
    await onA.reset('ip:1.2.3.4');
    expect(await onB.consume('ip:1.2.3.4')).toEqual({ ok: true, data: { used: 1 } });
  });

  it('shares the favourites cache, so a change on one node is what the other reads', async () => {
    expect(await b.favourites.get(1001)).toBeUndefined();
    await a.favourites.set(1001, [7, 3]);
    expect(await b.favourites.get(1001)).toEqual([7, 3]);
    await b.favourites.delete(1001);
    expect(await a.favourites.get(1001)).toBeUndefined();
  });

  it("drops a revalidation's tags from the other node's catalogue cache within a second", async () => {
    const heardOnA = vi.fn();
    const stopA = a.broadcast.subscribe({ message: heardOnA, missed: vi.fn() });
    const stopB = listenForRevalidations(b.broadcast);
    await sleep(200); // both subscriptions confirmed
    await fill();

    const sent = Date.now();
    await a.broadcast.publish(['products']);
    await reloadedAll(['products'], 1_000);
    expect((await reloads()).brands).toBe(false);
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(heardOnA).not.toHaveBeenCalled(); // a node ignores its own messages
    stopA();
    stopB();
  });

  it("tells the other node's session cache of a logout on its own channel, within the delivery", async () => {
    const rows = new Map<number, number>();
    const store: RevocationTimes = {
      revoke: (userId) => {
        const at = Date.now();
        rows.set(userId, at);
        return Promise.resolve(at);
      },
      validAfter: (userId) => Promise.resolve(rows.get(userId)),
    };
    const onA = cachedRevocations(store, { broadcast: a.revocations });
    const onB = cachedRevocations(store, { broadcast: b.revocations });
    const stopB = listenForRevalidations(b.broadcast);
    await sleep(200); // subscriptions confirmed, on the one subscriber connection each node has
    const issuedAt = Date.now() - 10;
    expect(await onB.isRevoked(42, issuedAt)).toBe(false); // and B trusts that for up to a second
    await onA.revokeAll(42);
    await eventually(() => onB.isRevoked(42, issuedAt), 200);
    // A logout is not a revalidation: B's catalogue stays cached.
    expect(await reloads()).toEqual({ products: false, brands: false });
    onA.close();
    onB.close();
    stopB();
  });
});

describe('Redis gone and back', () => {
  it('keeps serving while Redis is down, and recovers when it returns', async () => {
    const limiterA = a.limiter(rule('outage', 2));
    const limiterB = b.limiter(rule('outage', 2));
    const stopB = listenForRevalidations(b.broadcast);
    expect(await a.jobLease.take('job', 'node-a', 60_000)).toBe(true);
    await a.jobLease.release('job', 'node-a');
    // GET /api/health's question: answered while Redis is up, refused at once while it is down.
    await expect(a.ping?.()).resolves.toBeUndefined();

    await redis.stop();
    await expect(a.ping?.()).rejects.toThrow();
    // Limits: counted in memory by the same rule, with one log line per rule.
    expect(await limiterA.consume('ip:9.9.9.9')).toMatchObject({ ok: true });
    expect(await limiterA.consume('ip:9.9.9.9')).toMatchObject({ ok: true });
    expect(await limiterA.consume('ip:9.9.9.9')).toMatchObject({ ok: false });
    const limitLogs = log.filter({ area: 'rate-limit', rule: 'outage' });
    expect(limitLogs).toHaveLength(1);
    // The lease is not taken (the run is skipped); releasing and publishing do not throw.
    expect(await a.jobLease.take('job', 'node-a', 60_000)).toBe(false);
    await expect(a.jobLease.release('job', 'node-a')).resolves.toBeUndefined();
    await expect(a.broadcast.publish(['products'])).resolves.toBeUndefined();
    expect(await a.favourites.get(1001)).toBeUndefined();
    await expect(a.favourites.set(1001, [1])).resolves.toBeUndefined();

    await fill();
    await redis.start();
    // Back (both nodes reconnected): the lease and the shared count work again.
    await Promise.all([connected(a, 'a'), connected(b, 'b')]);
    expect(await a.jobLease.take('job', 'node-a', 60_000)).toBe(true);
    expect(await b.jobLease.take('job', 'node-b', 60_000)).toBe(false);
    expect(await limiterA.consume('ip:8.8.8.8')).toMatchObject({ ok: true });
    expect(await limiterB.consume('ip:8.8.8.8')).toMatchObject({ ok: true });
    expect(await limiterA.consume('ip:8.8.8.8')).toMatchObject({ ok: false });
    // B's subscription was down and may have missed revalidations: it dropped everything.
    await reloadedAll(['products', 'brands']);
    stopB();
  }, 15_000);
});
