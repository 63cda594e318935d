import { describe, expect, it } from 'vitest';
import { clientIp, createRateLimiter } from '@/server/http/rate-limit';

describe('rate limiter (fixed window per key)', () => {
  it('allows `limit` requests per window, then answers how long to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.check('1.2.3.4', 0)).toEqual({ ok: true });
    expect(limiter.check('1.2.3.4', 1000)).toEqual({ ok: true });
    expect(limiter.check('1.2.3.4', 2000)).toEqual({ ok: false, retryAfterSeconds: 58 });
    // Other clients are counted apart.
    expect(limiter.check('5.6.7.8', 2000)).toEqual({ ok: true });
    // A new window starts when the old one ends.
    expect(limiter.check('1.2.3.4', 60_000)).toEqual({ ok: true });
  });

  it('keeps memory bounded: beyond maxKeys the oldest windows are dropped', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, 3);
    for (const key of ['a', 'b', 'c']) limiter.check(key, 0);
    expect(limiter.check('a', 1)).toEqual({ ok: false, retryAfterSeconds: 60 });
    limiter.check('d', 2); // evicts 'a', the oldest
    expect(limiter.check('a', 3)).toEqual({ ok: true });
  });
});

describe('client IP', () => {
  it('takes the last X-Forwarded-For entry (the one our proxy appended)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.7' }))).toBe('10.0.0.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('falls back to X-Real-IP, then one shared bucket', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
