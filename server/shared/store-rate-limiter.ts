import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitRule, RateLimitVerdict } from './rate-limiter';
import { errorFields, logFor } from '@/server/log/logger';

// A RateLimiter on a shared store (the shop's SQLite file, or Redis), with rate-limiter-flexible
// doing the counting. When the store fails (the file cannot be opened, the disk is full, Redis is
// unreachable or slow), the attempt is counted in this process's memory instead, by the same rule,
// and the failure is logged (at most once a minute per rule, without the key). Neither open nor
// closed: a broken store must not take the contact form or the cart down, and must not lift the
// limit on sign-in guesses. The store is back in use on the next attempt after it recovers.

const log = logFor('rate-limit');

const LOG_EVERY_MS = 60_000;

export interface StoreOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** `store` builds the store's limiter from the rule's options, on first use. */
export function withMemoryFallback(
  rule: RateLimitRule,
  store: (options: StoreOptions) => RateLimiterAbstract,
): RateLimiter {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory(options);
  let shared: RateLimiterAbstract | undefined;
  let loggedAt = -Infinity;
  const sharedLimiter = () => (shared ??= store(options));

  const storeFailed = (error: unknown) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.error({ rule: rule.name, ...errorFields(error) }, 'the store failed, counting in memory');
  };

  const verdict = async (limiter: () => RateLimiterAbstract, key: string): Promise<RateLimitVerdict> => {
    try {
      const res = await limiter().consume(key);
      return { ok: true, data: { used: res.consumedPoints } };
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) throw outcome;
      return { ok: false, error: { retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) } };
    }
  };

  return {
    rule,
    async consume(key) {
      try {
        return await verdict(sharedLimiter, key);
      } catch (error) {
        storeFailed(error);
        return verdict(() => memory, key);
      }
    },
    async reset(key) {
      await memory.delete(key);
      try {
        await sharedLimiter().delete(key);
      } catch (error) {
        storeFailed(error);
      }
    },
    async refund(key) {
      // Only a key the memory fallback counted has points there to give back.
      if (await memory.get(key)) await memory.reward(key, 1);
      try {
        await sharedLimiter().reward(key, 1);
      } catch (error) {
        storeFailed(error);
      }
    },
  };
}
