import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { openShopDb } from '@/server/store/db';

/** A rate limiter of `points` a minute (or `rule`'s window) on its own in-memory shop database. */
export function memoryLimiter(points: number, rule = { name: 'test', durationSeconds: 60 }): RateLimiter {
  const db = openShopDb(':memory:');
  return createSqliteRateLimiter(() => db, { ...rule, points });
}
