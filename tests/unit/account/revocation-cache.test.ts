import { describe, expect, it } from 'vitest';
import {
  cachedRevocations,
  FRESH_MS,
  parseRevocationMessage,
  revocationMessage,
  type RevocationTimes,
} from '@/server/account/revocation-cache';
import type { Broadcast, BroadcastListener } from '@/server/shared/broadcast';

// The per-node cache of session revocations: a revoked cookie is refused on the node that revoked
// it as soon as revokeAll returns, on another node as soon as the broadcast arrives, and in any
// case once its "not revoked" answer is FRESH_MS old; reads of one account share one store query.

/** The shared database: one row per account, moved forward only, with a count of reads. */
function database(clock: { t: number }) {
  const rows = new Map<number, number>();
  let reads = 0;
  let hold: Promise<void> | undefined;
  const times: RevocationTimes = {
    revoke: (userId) => {
      const at = clock.t;
      rows.set(userId, Math.max(at, rows.get(userId) ?? 0));
      return Promise.resolve(at);
    },
    validAfter: async (userId) => {
      reads++;
      const value = rows.get(userId);
      await hold;
      return value;
    },
  };
  return {
    times,
    reads: () => reads,
    /** Reads started until release() answer what they saw when they started. */
    holdReads() {
      let release = () => {};
      hold = new Promise((r) => (release = r));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

/** A pub/sub between nodes: a node hears the others, never itself; `connected` off loses messages. */
function hub() {
  const nodes: { listeners: Set<BroadcastListener>; connected: boolean }[] = [];
  const node = () => {
    const me = { listeners: new Set<BroadcastListener>(), connected: true };
    nodes.push(me);
    const broadcast: Broadcast = {
      publish: (tags) => {
        for (const other of nodes)
          if (other !== me && other.connected) for (const l of other.listeners) l.message(tags);
        return Promise.resolve();
      },
      subscribe: (listener) => {
        me.listeners.add(listener);
        return () => me.listeners.delete(listener);
      },
    };
    return { broadcast, me };
  };
  return { node };
}

function cluster() {
  const clock = { t: 1_000_000 };
  const db = database(clock);
  const net = hub();
  const node = () => {
    const { broadcast, me } = net.node();
    return { cache: cachedRevocations(db.times, { broadcast, now: () => clock.t }), link: me };
  };
  return { clock, db, node };
}

describe('revocation cache', () => {
  it('reads the store once per account while "not revoked" is fresh, then again', async () => {
    const { clock, db, node } = cluster();
    const { cache } = node();
    expect(await cache.isRevoked(7, clock.t - 10)).toBe(false);
    expect(await cache.isRevoked(7, clock.t - 10)).toBe(false);
    expect(db.reads()).toBe(1);
    clock.t += FRESH_MS;
    expect(await cache.isRevoked(7, clock.t - 10)).toBe(false);
    expect(db.reads()).toBe(2);
  });

  it('refuses the cookie on the revoking node as soon as revokeAll returns, without a read', async () => {
    const { clock, db, node } = cluster();
    const { cache } = node();
    const issuedAt = clock.t - 5;
    expect(await cache.isRevoked(7, issuedAt)).toBe(false);
    clock.t += 1;
    await cache.revokeAll(7);
    const reads = db.reads();
    expect(await cache.isRevoked(7, issuedAt)).toBe(true);
    expect(db.reads()).toBe(reads);
    // A cookie issued after the logout is another sign-in's, and valid.
    expect(await cache.isRevoked(7, clock.t + 1)).toBe(false);
  });

  it('refuses it on the other node once the broadcast arrives, though its answer was fresh', async () => {
    const { clock, node } = cluster();
    const a = node();
    const b = node();
    const issuedAt = clock.t - 5;
    expect(await b.cache.isRevoked(7, issuedAt)).toBe(false);
    await a.cache.revokeAll(7);
    expect(await b.cache.isRevoked(7, issuedAt)).toBe(true);
  });

  it('without the broadcast, the other node refuses it once its answer is FRESH_MS old', async () => {
    const { clock, node } = cluster();
    const a = node();
    const b = node();
    b.link.connected = false;
    const issuedAt = clock.t - 5;
    expect(await b.cache.isRevoked(7, issuedAt)).toBe(false);
    await a.cache.revokeAll(7);
    clock.t += FRESH_MS;
    expect(await b.cache.isRevoked(7, issuedAt)).toBe(true);
  });

  it('a read that started before the logout does not let the cookie back in', async () => {
    const { clock, db, node } = cluster();
    const { cache } = node();
    const issuedAt = clock.t - 5;
    const release = db.holdReads();
    const early = cache.isRevoked(7, issuedAt);
    await cache.revokeAll(7);
    release();
    // The early request was in before the logout (either answer is fair); every later one is refused.
    await early;
    expect(await cache.isRevoked(7, issuedAt)).toBe(true);
  });

  it('concurrent requests of one account share one read', async () => {
    const { clock, db, node } = cluster();
    const { cache } = node();
    const release = db.holdReads();
    const answers = Promise.all([1, 2, 3].map(() => cache.isRevoked(7, clock.t)));
    release();
    expect(await answers).toEqual([false, false, false]);
    expect(db.reads()).toBe(1);
  });

  it('after a gap in the subscription nothing cached is trusted', async () => {
    const { clock, db, node } = cluster();
    const { cache, link } = node();
    await cache.isRevoked(7, clock.t);
    for (const l of link.listeners) l.missed();
    await cache.isRevoked(7, clock.t);
    expect(db.reads()).toBe(2);
  });

  it('ignores malformed broadcast messages', async () => {
    const { clock, node } = cluster();
    const { cache, link } = node();
    for (const l of link.listeners) l.message(['7:x', '__proto__:1', `7:${clock.t}x`]);
    expect(await cache.isRevoked(7, clock.t - 10)).toBe(false);
    expect(parseRevocationMessage(revocationMessage(12, 345))).toEqual({ userId: 12, validAfter: 345 });
  });
});
