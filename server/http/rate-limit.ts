import 'server-only';

// The shop's one rate-limit interface. Every limited action (a form, the cart quote, sign-in…)
// names a rule in ./rate-limits.ts and consumes one point per attempt under a key such as
// 'ip:1.2.3.4' or 'email:ana@example.com'; the rule's name prefixes the key in the store
// ('login:ip:1.2.3.4'). On one machine the store is the shop's SQLite file
// (./sqlite-rate-limiter.ts): counts survive restarts and are shared by its processes. With
// REDIS_URL set, Redis (server/shared/redis-rate-limiter.ts), shared by every node. Routes take
// theirs from server/shared/shared-state.ts's rateLimiter(rule).

export interface RateLimitRule {
  /** Prefix of the rule's keys in the store: letters, digits and '-' only. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length; the window starts at a key's first attempt (a fixed window per key). */
  durationSeconds: number;
}

/** `used`: the key's points counted in the current window, this attempt included. */
export type RateLimitVerdict = { ok: true; used: number } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one attempt for `key`; refused once the window's points are used up. */
  consume(key: string): Promise<RateLimitVerdict>;
  /** Forgets `key`'s attempts, e.g. an account's failed sign-ins after one succeeds. */
  reset(key: string): Promise<void>;
  /** Gives back one point: a counted attempt that turned out not to be a failure (a sign-in that succeeded). */
  refund(key: string): Promise<void>;
}

/**
 * The client's address. The last X-Forwarded-For entry is the one our nearest proxy appended (a
 * client can put anything before it); Next's own server fills the header from the socket when no
 * proxy set it. Falls back to X-Real-IP, then to one shared 'unknown' bucket.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown';
}

/** The key for a rule counted per client IP. */
export const ipKey = (headers: Headers): string => `ip:${clientIp(headers)}`;

/** The key for a rule counted per account: the address, trimmed and lower-cased. */
export const emailKey = (email: string): string => `email:${email.trim().toLowerCase()}`;

/** The key for a rule counted per account and client address together (a stranger's count is not the owner's). */
export const accountAddressKey = (email: string, headers: Headers): string =>
  `${emailKey(email)}|${ipKey(headers)}`;

/**
 * A refusal's message with the real wait, rounded up: 'Too many attempts. Please try again in 18
 * minutes.' A shopper told "a few minutes" retries too early and is refused again.
 */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}
