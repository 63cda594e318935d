import { mkdtempSync, rmSync } from 'node:fs';
import { captureLog } from '@/tests/helpers/captured-log';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp, emailKey, ipKey } from '@/server/http/rate-limit';
import type { RateLimitRule } from '@/server/shared/rate-limiter';
import { createSqliteRateLimiter } from '@/server/shared/sqlite-rate-limiter';
import { openShopDb, type ShopDb } from '@/server/store/db';

const log = captureLog();

const opened: ShopDb[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});
const open = (file = ':memory:') => {
  const db = openShopDb(file);
  opened.push(db);
  return db;
};
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
  dirs.push(dir);
  return join(dir, 'shop.db');
};
const limiterOn = (db: ShopDb, rule: RateLimitRule) => createSqliteRateLimiter(() => db, rule);
const rule = (points: number, durationSeconds = 60, name = 'test'): RateLimitRule => ({
  name,
  points,
  durationSeconds,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rate limiter on the shop database', () => {
  it('allows `points` attempts per window, then answers how long to wait', async () => {
    const limiter = limiterOn(open(), rule(2, 600));
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    const refused = await limiter.consume('ip:1.2.3.4');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.retryAfterSeconds).toBeGreaterThanOrEqual(599);
      expect(refused.error.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // Other keys, and the same key under another rule, are counted apart.
    expect(await limiter.consume('ip:5.6.7.8')).toMatchObject({ ok: true });
    expect(await limiterOn(opened[0], rule(2, 600, 'other')).consume('ip:1.2.3.4')).toMatchObject({
      ok: true,
    });
  });

  it('starts a new window when the old one ends', async () => {
    const limiter = limiterOn(open(), rule(1, 0.3));
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    // Under a second left still reads as 1 s (Retry-After is whole seconds, never 0).
    expect(await limiter.consume('ip:1.2.3.4')).toEqual({ ok: false, error: { retryAfterSeconds: 1 } });
    await sleep(350);
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    expect((await limiter.consume('ip:1.2.3.4')).ok).toBe(false);
  });

  it("keeps one row per key, prefixed with the rule's name", async () => {
    const db = open();
    await limiterOn(db, rule(5, 60, 'login')).consume(ipKey(new Headers({ 'x-real-ip': '1.2.3.4' })));
    await limiterOn(db, rule(5, 60, 'login-account')).consume(emailKey(' Ana@Example.com '));
    const rows = db.prepare('SELECT key, points FROM rate_limits ORDER BY key').all();
    expect(rows).toEqual([
      { key: 'login-account:email:ana@example.com', points: 1 },
      { key: 'login:ip:1.2.3.4', points: 1 },
    ]);
  });

  it('reset forgets a key (a successful sign-in clears its failures)', async () => {
    const limiter = limiterOn(open(), rule(1, 600));
    await limiter.consume('email:ana@example.com');
    expect((await limiter.consume('email:ana@example.com')).ok).toBe(false);
    await limiter.reset('email:ana@example.com');
    expect(await limiter.consume('email:ana@example.com')).toMatchObject({ ok: true });
  });

  it('shares counts between two connections to one file, and keeps them across a restart', async () => {
    const file = tempFile();
    const a = limiterOn(open(file), rule(3, 600));
    const b = limiterOn(open(file), rule(3, 600));
    expect(await a.consume('ip:9.9.9.9')).toMatchObject({ ok: true });
    expect(await b.consume('ip:9.9.9.9')).toMatchObject({ ok: true });
    expect(await a.consume('ip:9.9.9.9')).toMatchObject({ ok: true });
    expect((await b.consume('ip:9.9.9.9')).ok).toBe(false);
    for (const db of opened.splice(0)) db.close();
    const restarted = limiterOn(open(file), rule(3, 600));
    expect((await restarted.consume('ip:9.9.9.9')).ok).toBe(false);
    expect(await restarted.consume('ip:9.9.9.8')).toMatchObject({ ok: true });
  });

  it('counts in memory, by the same rule, when the store fails; logs without the key', async () => {
    const db = open();
    db.close();
    const limiter = limiterOn(db, rule(2, 600, 'login'));
    expect(await limiter.consume('email:ana@example.com')).toMatchObject({ ok: true });
    expect(await limiter.consume('email:ana@example.com')).toMatchObject({ ok: true });
    expect((await limiter.consume('email:ana@example.com')).ok).toBe(false);
    expect(log.lines()).toHaveLength(1); // once a minute at most
    expect(log.lines()[0]).toMatchObject({ area: 'rate-limit', rule: 'login', level: 'error' });
    expect(log.text()).not.toContain('ana@example.com');
  });

  it('falls back the same way when the database cannot be opened', async () => {
    const limiter = createSqliteRateLimiter(
      () => {
        throw new Error('SQLITE_CANTOPEN');
      },
      rule(1, 600),
    );
    expect(await limiter.consume('ip:1.2.3.4')).toMatchObject({ ok: true });
    expect((await limiter.consume('ip:1.2.3.4')).ok).toBe(false);
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
