import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitRule } from './rate-limiter';
import { withMemoryFallback } from './store-rate-limiter';
import { KEY_PREFIX } from './redis';

// The RateLimiter on Redis, for a shop on several nodes: every node counts into the same key
// (`shop:rate:login:ip:1.2.3.4`, expiring with its window). While Redis is unreachable the
// attempts are counted in memory, as on SQLite (./store-rate-limiter.ts); with no offline queue
// (./redis.ts) the fallback answers at once instead of waiting for a reconnect.

export function createRedisRateLimiter(client: Redis, rule: RateLimitRule): RateLimiter {
  return withMemoryFallback(
    rule,
    (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `${KEY_PREFIX}rate:${options.keyPrefix}`,
        storeClient: client,
        rejectIfRedisNotReady: true,
      }),
  );
}
