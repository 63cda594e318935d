import 'server-only';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import type { ShopDb } from '@/server/store/db';
import type { RateLimiter, RateLimitRule } from './rate-limiter';
import { withMemoryFallback } from './store-rate-limiter';

// The RateLimiter on the shop's SQLite file (table rate_limits, created by server/store/db.ts's
// migrations): one upsert per attempt in a transaction, so two processes on one file share exact
// counts. The one-node default; server/runtime/shared-state.ts picks Redis when REDIS_URL is set.

export function createSqliteRateLimiter(db: () => ShopDb, rule: RateLimitRule): RateLimiter {
  return withMemoryFallback(
    rule,
    (options) =>
      new RateLimiterSQLite({
        ...options,
        storeClient: db(),
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: true,
      }),
  );
}
