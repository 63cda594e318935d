import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Broadcast } from '@/server/shared/broadcast';
import type { SessionRevocations } from './revocations';

// Every signed-in request asks whether its cookie was revoked: without this cache one database
// round trip each (measured: one PostgreSQL query per page, session and favourites call). Each
// node keeps, per account, the latest revocation time it knows. That time only ever moves forward
// (the store's upsert keeps the later one), so a known time stays true forever: a cookie issued at
// or before it is refused without asking. "Not revoked" is only as fresh as its read, so it is
// trusted for FRESH_MS (1 s) and then read again. Revocations reach the cache three ways:
//  - on this node, revokeAll records its time before it returns (the logout's own node never lets
//    the cookie through again);
//  - from other nodes, over the broadcast (Redis pub/sub, milliseconds);
//  - whatever happens to the broadcast, from the store within FRESH_MS, and after a gap in the
//    subscription everything is read again.

/** How long a read "not revoked" answer is trusted. */
export const FRESH_MS = 1_000;

/** The store under the cache: revoke answers the time it wrote; validAfter the time it holds. */
export interface RevocationTimes {
  revoke(userId: number): Promise<number>;
  validAfter(userId: number): Promise<number | undefined>;
}

interface Known {
  /** A revocation time known to be reached (0: none known). */
  validAfter: number;
  /** Until when validAfter is also known to be the latest (a read's start + FRESH_MS). */
  freshUntil: number;
}

export interface RevocationCacheOptions {
  broadcast: Broadcast;
  /** Accounts kept; the least recently seen go first (a few dozen bytes each). */
  max?: number;
  now?: () => number;
}

/** "userId:validAfter", the broadcast's message for one revocation. */
export const revocationMessage = (userId: number, validAfter: number) => `${userId}:${validAfter}`;

export function parseRevocationMessage(message: string): { userId: number; validAfter: number } | null {
  const m = /^(\d{1,15}):(\d{1,15})$/.exec(message);
  return m ? { userId: Number(m[1]), validAfter: Number(m[2]) } : null;
}

export interface RevocationCache extends SessionRevocations {
  /** Stops listening to the broadcast (tests). */
  close(): void;
}

export function cachedRevocations(
  store: RevocationTimes,
  { broadcast, max = 50_000, now = Date.now }: RevocationCacheOptions,
): RevocationCache {
  const known = new LRUCache<number, Known>({ max });
  const reading = new Map<number, Promise<number>>();

  /** Raises what is known of `userId` to `validAfter`, never lowers it. */
  const learn = (userId: number, validAfter: number, freshUntil = -Infinity) => {
    const was = known.get(userId);
    known.set(userId, {
      validAfter: Math.max(validAfter, was?.validAfter ?? 0),
      freshUntil: Math.max(freshUntil, was?.freshUntil ?? -Infinity),
    });
  };

  /** One read per account at a time: concurrent requests of one customer share it. */
  const read = (userId: number): Promise<number> => {
    const pending = reading.get(userId);
    if (pending) return pending;
    const started = now();
    const fresh = store
      .validAfter(userId)
      .then((validAfter) => {
        learn(userId, validAfter ?? 0, started + FRESH_MS);
        return validAfter ?? 0;
      })
      .finally(() => reading.delete(userId));
    reading.set(userId, fresh);
    return fresh;
  };

  const stop = broadcast.subscribe({
    message(messages) {
      for (const message of messages) {
        const parsed = parseRevocationMessage(message);
        if (parsed) learn(parsed.userId, parsed.validAfter);
      }
    },
    // Revocations may have been missed: nothing cached is trusted any more.
    missed: () => known.clear(),
  });

  return {
    async revokeAll(userId) {
      const validAfter = await store.revoke(userId);
      learn(userId, validAfter);
      await broadcast.publish([revocationMessage(userId, validAfter)]);
    },
    async isRevoked(userId, issuedAt) {
      const cached = known.get(userId);
      if (cached && issuedAt <= cached.validAfter) return true;
      if (cached && cached.freshUntil > now()) return false;
      const validAfter = await read(userId);
      // A revocation learnt while the read was on its way counts too (the read may predate it).
      return issuedAt <= Math.max(validAfter, known.get(userId)?.validAfter ?? 0);
    },
    close: stop,
  };
}
