import 'server-only';
import type { Redis } from 'ioredis';
import type { FavouritesCache } from '@/server/favourites/cache';
import { KEY_PREFIX } from '@/server/shared/redis';
import { errorFields, logFor } from '@/server/log/logger';

// The favourites cache on Redis: one key per user (`shop:favourites:1001`, a JSON array of product
// ids, expiring like the in-process one), so an add on one node is what every node reads next.
// Shared rather than per node and invalidated by broadcast: a missed broadcast would hide a
// customer's own change behind another node's stale copy for up to the lifetime.
// Redis unreachable: a read is a miss (the list comes from the ERP), a write is logged and skipped;
// an entry left stale by a failed write expires with its lifetime.

const log = logFor('favourites');

const keyOf = (userId: number) => `${KEY_PREFIX}favourites:${userId}`;
const LOG_EVERY_MS = 60_000;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

export function redisFavouritesCache(client: Redis, { ttlMs = 10 * 60_000 } = {}): FavouritesCache {
  let loggedAt = -Infinity;
  const failed = (error: unknown) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.error(errorFields(error), 'the shared cache failed');
  };
  const attempt = async <T>(op: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await op();
    } catch (error) {
      failed(error);
      return undefined;
    }
  };
  return {
    async get(userId) {
      const raw = await attempt(() => client.get(keyOf(userId)));
      if (!raw) return undefined;
      const list: unknown = JSON.parse(raw);
      return isIdList(list) ? list : undefined;
    },
    async set(userId, productIds) {
      await attempt(() => client.set(keyOf(userId), JSON.stringify(productIds), 'PX', ttlMs));
    },
    async delete(userId) {
      await attempt(() => client.del(keyOf(userId)));
    },
  };
}
