import 'server-only';
import type { Result } from '@/lib/result';

// The shop's one rate-limit interface: counters with a window. The rule's name prefixes the key in
// the store ('login:ip:1.2.3.4'; the keys: server/http/rate-limit.ts). On one machine the store is
// the shop's SQLite file (./sqlite-rate-limiter.ts): counts survive restarts and are shared by its
// processes. With REDIS_URL set, Redis (./redis-rate-limiter.ts), shared by every node. Routes
// take theirs from server/runtime/shared-state.ts's rateLimiter(rule).

export interface RateLimitRule {
  /** Prefix of the rule's keys in the store: letters, digits and '-' only. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length; the window starts at a key's first attempt (a fixed window per key). */
  durationSeconds: number;
}

/** `used`: the key's points counted in the current window, this attempt included. */
export type RateLimitVerdict = Result<{ used: number }, { retryAfterSeconds: number }>;

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one attempt for `key`; refused once the window's points are used up. */
  consume(key: string): Promise<RateLimitVerdict>;
  /** Forgets `key`'s attempts, e.g. an account's failed sign-ins after one succeeds. */
  reset(key: string): Promise<void>;
  /** Gives back one point: a counted attempt that turned out not to be a failure (a sign-in that succeeded). */
  refund(key: string): Promise<void>;
}
