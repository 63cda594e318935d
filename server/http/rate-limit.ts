import 'server-only';

// A fixed-window counter per key (a client IP), in this process's memory. Enough for one
// instance; behind several instances each keeps its own count, so a shared store (Redis) would
// be needed there (docs/decisions.md).

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  check(key: string, now?: number): RateLimitVerdict;
}

/** At most this many keys are tracked; expired windows are swept first, then the oldest go. */
const MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs }: RateLimitRule, maxKeys = MAX_KEYS): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    // Maps iterate in insertion order, so the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    check(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (!w && windows.size >= maxKeys) sweep(now);
        windows.delete(key);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      if (w.count >= limit)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
      w.count += 1;
      return { ok: true };
    },
  };
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
