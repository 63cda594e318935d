import 'server-only';
import type { Redis } from 'ioredis';
import { config } from '@/server/config';
import { memoryFavouritesCache, type FavouritesCache } from '@/server/favourites/cache';
import type { RateLimiter, RateLimitRule } from '@/server/shared/rate-limiter';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { sqliteJobLease, type JobLease } from '@/server/shared/job-lease';
import { processSingleton } from '@/server/process-singleton';
import type { ShopDb } from '@/server/store/db';
import { shopDb } from './stores';
import { memoryBroadcast, type Broadcast } from '@/server/shared/broadcast';
import { connectRedis, disconnectRedis } from '@/server/shared/redis';
import { redisBroadcast, REVALIDATE_CHANNEL, REVOCATIONS_CHANNEL } from '@/server/shared/redis-broadcast';
import { redisFavouritesCache } from '@/server/favourites/redis-cache';
import { redisJobLease } from '@/server/shared/redis-job-lease';
import { createRedisRateLimiter } from '@/server/shared/redis-rate-limiter';

// The one place that chooses where ephemeral shared state lives, once, from REDIS_URL:
//  - unset (one node): rate limits and the job lease on the shop's SQLite file (shared by the
//    processes of one machine), favourites in this process, no broadcast (nobody else to tell);
//  - set (several nodes): all of it on Redis, revalidations and session revocations broadcast,
//    each on its own channel.
// Callers take the interfaces from here and never ask which driver they got.

export interface SharedState {
  readonly driver: 'local' | 'redis';
  limiter(rule: RateLimitRule): RateLimiter;
  readonly jobLease: JobLease;
  /** Catalogue revalidations (server/catalogue/revalidation.ts). */
  readonly broadcast: Broadcast;
  /** Session revocations (server/account/revocation-cache.ts), on a channel of their own. */
  readonly revocations: Broadcast;
  readonly favourites: FavouritesCache;
  /** Asks Redis once (GET /api/health); undefined without REDIS_URL, where there is none to ask. */
  readonly ping?: () => Promise<void>;
  /** Closes the Redis connections (tests; a process that ends closes them anyway). */
  close(): void;
}

export function createSharedState(redisUrl: string | undefined, db: () => ShopDb): SharedState {
  if (!redisUrl) {
    let lease: JobLease | undefined;
    const sqliteLease = () => (lease ??= sqliteJobLease(db()));
    return {
      driver: 'local',
      limiter: (rule) => createSqliteRateLimiter(db, rule),
      jobLease: {
        take: (name, holder, ttlMs) => sqliteLease().take(name, holder, ttlMs),
        release: (name, holder) => sqliteLease().release(name, holder),
      },
      broadcast: memoryBroadcast(),
      revocations: memoryBroadcast(),
      favourites: memoryFavouritesCache(),
      close: () => {},
    };
  }
  const client = connectRedis(redisUrl);
  let subscriber: Redis | undefined;
  const listener = () => (subscriber ??= connectRedis(redisUrl, { subscriber: true }));
  return {
    driver: 'redis',
    limiter: (rule) => createRedisRateLimiter(client, rule),
    jobLease: redisJobLease(client),
    broadcast: redisBroadcast(client, listener, REVALIDATE_CHANNEL),
    revocations: redisBroadcast(client, listener, REVOCATIONS_CHANNEL),
    favourites: redisFavouritesCache(client),
    ping: () => client.ping().then(() => undefined),
    close() {
      disconnectRedis(client);
      if (subscriber) disconnectRedis(subscriber);
    },
  };
}

/** The process's shared state, chosen on first use (never at build: nothing calls it then). */
export const sharedState = processSingleton('__sharedState', () =>
  createSharedState(config().redisUrl, shopDb),
);

/** The app's limiter for `rule`, safe at a route module's top level: the store is chosen on first use. */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  let limiter: RateLimiter | undefined;
  const get = () => (limiter ??= sharedState().limiter(rule));
  return {
    rule,
    consume: (key) => get().consume(key),
    reset: (key) => get().reset(key),
    refund: (key) => get().refund(key),
  };
}

/** The app's favourites cache, likewise resolved on first use. */
export const favouritesCache: FavouritesCache = {
  get: (userId) => sharedState().favourites.get(userId),
  set: (userId, productIds) => sharedState().favourites.set(userId, productIds),
  delete: (userId) => sharedState().favourites.delete(userId),
};
