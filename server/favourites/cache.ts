import 'server-only';
import { LRUCache } from 'lru-cache';

// The per-user favourites cache (spec: favourites are cached per user). Keyed by the session's
// user id only, so one customer's list is never served to another. An empty list is an entry
// like any other (the wishlist page and the heart buttons do not ask the ERP again until an add,
// a remove or a refresh). Bounded: the least recently used lists go first. With REDIS_URL set the
// shop uses the Redis version instead (server/favourites/redis-cache.ts), shared by every node.

export interface FavouritesCache {
  get(userId: number): Promise<number[] | undefined>;
  set(userId: number, productIds: number[]): Promise<void>;
  delete(userId: number): Promise<void>;
}

export interface MemoryCacheOptions {
  /** Users kept at most; 10,000 lists of a few dozen ids are a few MB. */
  max?: number;
  /** A list is read again from the ERP after this long (changes made outside the shop). */
  ttlMs?: number;
}

export function memoryFavouritesCache({ max = 10_000, ttlMs = 10 * 60_000 }: MemoryCacheOptions = {}) {
  const lists = new LRUCache<number, readonly number[]>({ max, ttl: ttlMs });
  const cache: FavouritesCache = {
    get: (userId) => {
      const list = lists.get(userId);
      return Promise.resolve(list ? [...list] : undefined);
    },
    set: (userId, productIds) => {
      lists.set(userId, Object.freeze([...productIds]));
      return Promise.resolve();
    },
    delete: (userId) => {
      lists.delete(userId);
      return Promise.resolve();
    },
  };
  return cache;
}
