import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { shopDb, type ShopDb } from '@/server/store/db';
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from './rate-limit';

// The RateLimiter on the shop's SQLite file (table rate_limits, created by server/store/db.ts's
// migrations), with rate-limiter-flexible doing the counting: one upsert per attempt in a
// transaction, so two processes on one file share exact counts.
//
// When the store fails (the file cannot be opened, the disk is full, a lock outlasts
// busy_timeout), the attempt is counted in this process's memory instead, by the same rule, and
// the failure is logged (at most once a minute per rule). Neither open nor closed: a broken disk
// must not take the contact form or the cart down, and must not lift the limit on sign-in guesses.

const LOG_EVERY_MS = 60_000;

export function createSqliteRateLimiter(db: () => ShopDb, rule: RateLimitRule): RateLimiter {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory(options);
  let store: RateLimiterAbstract | undefined;
  let loggedAt = -Infinity;

  const sqlite = () =>
    (store ??= new RateLimiterSQLite({
      ...options,
      storeClient: db(),
      storeType: 'better-sqlite3',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: true,
    }));

  const storeFailed = (error: unknown) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    console.error(
      `rate limit '${rule.name}': the store failed, counting in memory:`,
      error instanceof Error ? error.message : error,
    );
  };

  const verdict = async (limiter: () => RateLimiterAbstract, key: string): Promise<RateLimitVerdict> => {
    try {
      await limiter().consume(key);
      return { ok: true };
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    }
  };

  return {
    rule,
    async consume(key) {
      try {
        return await verdict(sqlite, key);
      } catch (error) {
        storeFailed(error);
        return verdict(() => memory, key);
      }
    },
    async reset(key) {
      await memory.delete(key);
      try {
        await sqlite().delete(key);
      } catch (error) {
        storeFailed(error);
      }
    },
  };
}

/** The app's limiter for `rule`: on the shop's database, opened on first use (never at build). */
export const rateLimiter = (rule: RateLimitRule): RateLimiter => createSqliteRateLimiter(shopDb, rule);
