import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealData } from 'iron-session';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/account/signed-in-hint';
import { loadOrCreateSecret } from '@/server/session-secret';
import {
  endSessions,
  BROWSER_SESSION_IDLE_SECONDS,
  readSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  sessionOptions,
  startSession,
  type CookieStore,
  type SessionDeps,
} from '@/server/account/session';
import { openShopDb, SCHEMA_VERSION } from '@/server/store/db';
import { sqliteRevocations } from '@/server/store/session-revocations';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

type Jar = CookieStore & { jar: Map<string, { value: string; options: Record<string, unknown> }> };

/** A cookie jar shaped like Next's cookies(): what one browser holds. */
function browser(initial?: Map<string, string>): Jar {
  const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
  initial?.forEach((value, name) => jar.set(name, { value, options: {} }));
  const set = (a: string | { name: string; value: string }, b?: string, c?: Record<string, unknown>) => {
    const [name, value, options] = typeof a === 'string' ? [a, b ?? '', c ?? {}] : [a.name, a.value, a];
    if (value === '' || (options as { maxAge?: number }).maxAge === 0) jar.delete(name);
    else jar.set(name, { value, options });
  };
  return {
    jar,
    get: (name) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set,
  };
}

const values = (b: Jar) => new Map([...b.jar].map(([k, v]) => [k, v.value]));

function setup(secure = false) {
  const db = openShopDb(':memory:');
  const revocations = sqliteRevocations(db);
  const deps = (cookies: CookieStore, now?: () => number): SessionDeps => ({
    cookies,
    options: sessionOptions(SECRET, secure),
    revocations,
    now,
  });
  return { db, revocations, deps };
}

describe('session cookie', () => {
  it('holds ids only, sealed, httpOnly, SameSite=Lax, path / and 30 days', async () => {
    const { deps } = setup();
    const b = browser();
    await startSession(deps(b), { userId: 42, addressId: 7, name: 'Maria', email: 'maria@example.com' });
    const cookie = b.jar.get('session')!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect(cookie.options.maxAge).toBe(SESSION_MAX_AGE_SECONDS - 60);
    for (const plain of ['Maria', 'maria', 'userId', Buffer.from('{"userId').toString('base64').slice(0, 8)])
      expect(cookie.value).not.toContain(plain);
    expect(await readSession(deps(browser(values(b))))).toMatchObject({
      userId: 42,
      addressId: 7,
      name: 'Maria',
    });
  });

  it('signing in over an existing cookie replaces it whole (no field of the previous account is kept)', async () => {
    const { deps } = setup();
    const replaced = browser();
    await startSession(deps(replaced), { userId: 1, addressId: 11, name: 'Ana', email: 'ana@example.com' });
    await startSession(deps(replaced), { userId: 2 });
    const session = await readSession(deps(browser(values(replaced))));
    expect(session).toEqual({
      userId: 2,
      issuedAt: expect.any(Number),
      seenAt: expect.any(Number),
      remember: true,
    });
  });

  it('is Secure and named __Host-session when secure', async () => {
    const { deps } = setup(true);
    const b = browser();
    await startSession(deps(b), { userId: 1 });
    expect([...b.jar.keys()]).toEqual(['__Host-session', SIGNED_IN_HINT_COOKIE]);
    expect(b.jar.get('__Host-session')!.options).toMatchObject({ secure: true, path: '/' });
    expect(b.jar.get('__Host-session')!.options.domain).toBeUndefined();
    expect(b.jar.get(SIGNED_IN_HINT_COOKIE)!.options).toMatchObject({ secure: true, httpOnly: false });
  });

  it('sets a readable signed-in hint holding nothing but "1", and drops it on logout', async () => {
    const { deps } = setup();
    const b = browser();
    await startSession(deps(b), { userId: 3, addressId: 4, name: 'Ana', email: 'ana@example.com' });
    const hint = b.jar.get(SIGNED_IN_HINT_COOKIE)!;
    expect(hint.value).toBe('1');
    expect(hint.options).toMatchObject({
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(b.jar.get('session')!.options.httpOnly).toBe(true);
    await endSessions(deps(b));
    expect(b.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is anonymous without a cookie, with a tampered one, another secret or a foreign shape', async () => {
    const { deps } = setup();
    expect(await readSession(deps(browser()))).toBeNull();
    const b = browser();
    await startSession(deps(b), { userId: 5 });
    const sealed = b.jar.get('session')!.value;
    const flipped = sealed.slice(0, 40) + (sealed[40] === 'a' ? 'b' : 'a') + sealed.slice(41);
    expect(await readSession(deps(browser(new Map([['session', flipped]]))))).toBeNull();
    const other = await sealData({ userId: 5, issuedAt: Date.now() }, { password: 'z'.repeat(40) });
    expect(await readSession(deps(browser(new Map([['session', other]]))))).toBeNull();
    for (const data of [{ userId: '5', issuedAt: Date.now() }, { userId: 5 }, { userId: -1, issuedAt: 1 }]) {
      const foreign = await sealData(data, { password: SECRET });
      expect(await readSession(deps(browser(new Map([['session', foreign]]))))).toBeNull();
    }
  });

  it('is anonymous once older than the max age', async () => {
    const { deps } = setup();
    const b = browser();
    const issued = await startSession(deps(b), { userId: 9 });
    const later = issued.issuedAt + SESSION_MAX_AGE_SECONDS * 1000 + 1;
    expect(await readSession(deps(browser(values(b)), () => later))).toBeNull();
  });
});

describe('rememberMe', () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  it('unchecked: a browser-session cookie (no Max-Age) that ends after 12 hours unused', async () => {
    const { deps } = setup();
    const b = browser();
    const issued = await startSession(deps(b), { userId: 9 }, { remember: false });
    expect(b.jar.get('session')!.options.maxAge).toBeUndefined();
    expect(b.jar.get(SIGNED_IN_HINT_COOKIE)!.options.maxAge).toBeUndefined();
    const at = (ms: number) => () => issued.issuedAt + ms;
    expect(
      await readSession(deps(browser(values(b)), at(BROWSER_SESSION_IDLE_SECONDS * 1000))),
    ).not.toBeNull();
    expect(
      await readSession(deps(browser(values(b)), at(BROWSER_SESSION_IDLE_SECONDS * 1000 + 1))),
    ).toBeNull();
  });

  it('unchecked: use renews it, so a shopper active all day stays signed in', async () => {
    const { deps } = setup();
    const b = browser();
    const issued = await startSession(deps(b), { userId: 9 }, { remember: false });
    const at = (ms: number) => () => issued.issuedAt + ms;
    expect(await readSession(deps(b, at(11 * HOUR)), { renew: true })).not.toBeNull();
    expect(b.jar.get('session')!.options.maxAge).toBeUndefined();
    expect(await readSession(deps(browser(values(b)), at(22 * HOUR)))).toMatchObject({ remember: false });
    expect(await readSession(deps(browser(values(b)), at(23 * HOUR + 1)))).toBeNull();
  });

  it('checked: 30 days, renewed on use, never past 90 days from sign-in', async () => {
    const { deps } = setup();
    const b = browser();
    const issued = await startSession(deps(b), { userId: 9 }, { remember: true });
    expect(b.jar.get('session')!.options.maxAge).toBe(SESSION_MAX_AGE_SECONDS - 60);
    const at = (ms: number) => () => issued.issuedAt + ms;
    for (const day of [29, 58, 87]) {
      const read = await readSession(deps(b, at(day * DAY)), { renew: true });
      expect(read).toMatchObject({ userId: 9, remember: true, issuedAt: issued.issuedAt });
    }
    expect(
      await readSession(deps(browser(values(b)), at(SESSION_ABSOLUTE_SECONDS * 1000 - 1))),
    ).not.toBeNull();
    expect(await readSession(deps(browser(values(b)), at(SESSION_ABSOLUTE_SECONDS * 1000 + 1)))).toBeNull();
  });

  it('renewal does not escape a revocation: a renewed cookie keeps its sign-in time', async () => {
    const { deps, revocations } = setup();
    const b = browser();
    const issued = await startSession(deps(b), { userId: 9 }, { remember: true });
    await readSession(
      deps(b, () => issued.issuedAt + HOUR),
      { renew: true },
    );
    await revocations.revokeAll(9);
    expect(await readSession(deps(browser(values(b)), () => issued.issuedAt + HOUR + 1))).toBeNull();
  });
});

describe('session revocation', () => {
  it('a cookie sealed before logout is anonymous when replayed; one sealed after is valid', async () => {
    const { deps } = setup();
    const laptop = browser();
    const phone = browser();
    await startSession(deps(laptop), { userId: 3 });
    await startSession(deps(phone), { userId: 3 });
    const stolen = values(laptop);

    await endSessions(deps(laptop));
    expect(laptop.jar.size).toBe(0);
    expect(await readSession(deps(browser(stolen)))).toBeNull();
    expect(await readSession(deps(phone))).toBeNull();

    const again = browser();
    await startSession(deps(again), { userId: 3 });
    expect(await readSession(deps(browser(values(again))))).toMatchObject({ userId: 3 });
    expect(await readSession(deps(browser(stolen)))).toBeNull();
  });

  it('a password change (revoke, then sign this browser in again in the same ms) keeps only the new cookie', async () => {
    const t = 1_800_000_000_000;
    const revocations = sqliteRevocations(openShopDb(':memory:'), () => t);
    const deps = (cookies: CookieStore): SessionDeps => ({
      cookies,
      options: sessionOptions(SECRET, false),
      revocations,
      now: () => t,
    });
    const before = browser();
    await startSession(deps(before), { userId: 8 });
    await revocations.revokeAll(8);
    const after = browser();
    const fresh = await startSession(deps(after), { userId: 8 });
    expect(fresh.issuedAt).toBeGreaterThan(t);
    expect(await readSession(deps(browser(values(before))))).toBeNull();
    expect(await readSession(deps(browser(values(after))))).toMatchObject({ userId: 8 });
  });
});

describe('session revocations table', () => {
  it('is added to a store file from the previous release (migration 3)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
    const file = join(dir, 'shop.db');
    try {
      const v2 = openShopDb(file);
      v2.exec(
        'DROP TABLE session_revocations; DROP TABLE password_resets; DROP TABLE orders; DROP TABLE job_leases; DROP TABLE return_requests; DROP TABLE voucher_holds; DROP TABLE email_changes; ' +
          // newsletter_subscribers as migration 1 made it (migration 13 adds its consent columns).
          'DROP TABLE newsletter_subscribers; CREATE TABLE newsletter_subscribers (id INTEGER PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE UNIQUE, created_at TEXT NOT NULL)',
      );
      v2.pragma('user_version = 2');
      v2.close();
      const db = openShopDb(file);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      await sqliteRevocations(db, () => 50).revokeAll(4);
      expect(await sqliteRevocations(db).isRevoked(4, 50)).toBe(true);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('generated session secret', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is created once in the data folder (mode 0600) and read back on every later call', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'shop-')), 'nested');
    dirs.push(dir);
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    const file = join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces an empty or too short file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-'));
    dirs.push(dir);
    for (const content of ['', 'too-short\n']) {
      writeFileSync(join(dir, 'session-secret'), content);
      const secret = loadOrCreateSecret(dir);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(loadOrCreateSecret(dir)).toBe(secret);
      expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    }
  });
});
