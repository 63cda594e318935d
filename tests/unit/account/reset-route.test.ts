import { mkdtempSync, rmSync } from 'node:fs';
import { captureLog } from '@/tests/helpers/captured-log';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginHandler } from '@/server/account/login-route';
import { sessionHandler } from '@/server/account/logout-route';
import { COMMON_PASSWORD } from '@/server/account/password-policy';
import { forgotHandler, RESET_REQUESTED, resetHandler, type ForgotDeps } from '@/server/account/reset-route';
import { STORE_UNAVAILABLE } from '@/tests/helpers/http-texts';
import { answerStoreOutage } from '@/server/http/store-outage';
import { StoreUnavailableError } from '@/server/store/unavailable';
import {
  RESET_MAIL_ACCOUNT_RATE_LIMIT,
  RESET_REQUEST_ACCOUNT_RATE_LIMIT,
  SIGN_IN_ACCOUNT_RATE_LIMIT,
} from '@/server/http/rate-limits';
import { mailResetLink } from '@/server/mail/reset-mail';
import { openShopDb, SCHEMA_VERSION } from '@/server/store/db';
import { sqlitePasswordResets } from '@/server/store/password-resets';
import type { CaughtMail } from '../../../sandbox/mail/server.mjs';
import { startTestMailbox, type TestMailbox } from '../../helpers/mail-catcher';
import { body, freshIp, request, sessionCookie, SITE, startHarness, type Harness } from './auth-harness';

const log = captureLog();

// Forgotten password: the request mails a single-use link (to a mail catcher on an ephemeral
// port); the link sets a new password once and signs every session out.
let h: Harness;
let mailbox: TestMailbox;
let mailDir: string;
let now = Date.now();
const pending: Promise<void>[] = [];
let forgot: ReturnType<typeof forgotHandler>;
let reset: ReturnType<typeof resetHandler>;
let login: ReturnType<typeof loginHandler>;
let session: ReturnType<typeof sessionHandler>;

beforeAll(async () => {
  h = await startHarness('reset-route');
  mailDir = mkdtempSync(join(tmpdir(), 'reset-route-'));
  mailbox = await startTestMailbox('reset-route');
  const { smtp } = mailbox;
  const resets = sqlitePasswordResets(h.db, () => now);
  forgot = forgotHandler({
    ...h.env,
    resets: () => resets,
    mail: (to, link, locale) => mailResetLink(smtp, to, link, locale),
    defer: (task) => void pending.push(task()),
  });
  reset = resetHandler({
    ...h.env,
    resets: () => resets,
  });
  login = loginHandler(h.env);
  session = sessionHandler(h.env);
}, 60_000);
afterAll(async () => {
  await mailbox?.close();
  await h?.close();
  rmSync(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  now = Date.now();
  await fetch(`${mailbox.url}/messages`, { method: 'DELETE' });
});

const settle = async () => void (await Promise.all(pending.splice(0)));
const mails = (to: string) => mailbox.mails(to);
const requestReset = async (email: string) => {
  const res = await forgot(request('/api/auth/forgot', { ip: freshIp(), body: { email } }));
  await settle();
  return res;
};
const tokenFrom = (mail: CaughtMail) => {
  const link = /(http\S+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return { link: link[1], token: link[2] };
};
const resetWith = (token: string, password: string, cookie?: string) =>
  reset(
    request('/api/auth/reset', {
      ip: freshIp(),
      cookie,
      body: { token, newPassword: password, confirmPassword: password },
    }),
  );
const signIn = (email: string, password: string) =>
  login(request('/api/auth/login', { ip: freshIp(), body: { email, password } }));

describe('forgot password', () => {
  it('answers the same whether the email exists or not, and mails a link only when it does', async () => {
    const known = await requestReset('Demo@Example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
    const [a, b] = [await known.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ ok: true, message: RESET_REQUESTED });

    expect(await mails('nobody@example.com')).toEqual([]);
    const [mail] = await mails('demo@example.com');
    expect(mail.subject).toBe('Reset your password');
    const { link, token } = tokenFrom(mail);
    expect(link.startsWith(`${SITE}/reset-password?token=`)).toBe(true);
    // Only the token's SHA-256 is stored.
    const rows = h.db.prepare('SELECT token_hash FROM password_resets').all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toMatch(/demo@example\.com/i);
    expect(log.filter({ event: 'reset_requested', outcome: 'success' })).toHaveLength(2);
  });

  it('leaves the sweep of expired links to the reconciliation job: a request deletes nothing', async () => {
    h.db
      .prepare(
        'INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      )
      .run('0'.repeat(64), 1, 1, 0);
    expect((await requestReset('nobody@example.com')).status).toBe(200);
    expect(h.db.prepare('SELECT user_id FROM password_resets WHERE expires_at = 1').all()).toEqual([
      { user_id: 1 },
    ]);
    h.db.prepare('DELETE FROM password_resets WHERE expires_at = 1').run();
  });

  it('limits requests per account from one address with 429 and the real wait; other addresses still ask', async () => {
    const ip = freshIp();
    const fromHere = (email: string) =>
      forgot(request('/api/auth/forgot', { ip, body: { email } })).finally(settle);
    for (let i = 0; i < RESET_REQUEST_ACCOUNT_RATE_LIMIT.points; i++)
      expect((await fromHere('flood@example.com')).status).toBe(200);
    const res = await fromHere('flood@example.com');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect((await res.json()).error.message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect((await requestReset('flood@example.com')).status).toBe(200);
  });

  it('mails an account at most 10 times an hour, answering every request the same', async () => {
    // An account no other test here asks a link for, so the hour's count starts at 0.
    for (let i = 0; i < RESET_MAIL_ACCOUNT_RATE_LIMIT.points + 3; i++) {
      const res = await requestReset('maria@example.com');
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(RESET_REQUESTED);
    }
    expect(await mails('maria@example.com')).toHaveLength(RESET_MAIL_ACCOUNT_RATE_LIMIT.points);
  });

  it('refuses a wrong Origin and unknown keys', async () => {
    const foreign = await forgot(
      request('/api/auth/forgot', { origin: 'https://evil.test', body: { email: 'demo@example.com' } }),
    );
    expect(foreign.status).toBe(403);
    const extra = await forgot(
      request('/api/auth/forgot', { body: { email: 'demo@example.com', userId: 1 } }),
    );
    expect(extra.status).toBe(400);
  });
});

describe('forgot password on a bad day', () => {
  /** The forgot route as the app wires it (answerStoreOutage), with these deps changed. */
  const forgotWith = (changes: Partial<ForgotDeps>) => {
    const resets = sqlitePasswordResets(h.db, () => now);
    const handler = forgotHandler({
      ...h.env,
      // Its own counts, so these requests leave the other tests' account limits alone.
      limiter: (rule) => h.limiter({ ...rule, name: `bad-day-${rule.name}` }),
      resets: () => resets,
      mail: async () => {},
      defer: (task) => void pending.push(task()),
      mailRetryDelaysMs: [1, 1],
      ...changes,
    });
    return async (email: string) => {
      const res = await answerStoreOutage(handler)(
        request('/api/auth/forgot', { ip: freshIp(), body: { email } }),
      );
      await settle();
      return { status: res.status, text: await res.text() };
    };
  };
  const UNAVAILABLE = JSON.stringify({ error: { code: 'unavailable', message: STORE_UNAVAILABLE.message } });

  it('answers 503 to everyone alike while the link store is out of reach, never a 200 with no link', async () => {
    const outage = new StoreUnavailableError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const create = vi.fn();
    const forgotDown = forgotWith({
      resets: () => ({ ...sqlitePasswordResets(h.db), reachable: () => Promise.reject(outage), create }),
    });
    const known = await forgotDown('demo@example.com');
    const unknown = await forgotDown('nobody@example.com');
    expect(known).toEqual({ status: 503, text: UNAVAILABLE });
    expect(unknown).toEqual(known);
    expect(STORE_UNAVAILABLE.message).toBe(
      'This service is not available right now. Please try again in a few minutes.',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('answers 503 to everyone alike with no mail server to send the link', async () => {
    const noMail = forgotWith({ mail: undefined });
    expect(await noMail('demo@example.com')).toEqual({ status: 503, text: UNAVAILABLE });
    expect(await noMail('nobody@example.com')).toEqual({ status: 503, text: UNAVAILABLE });
    expect(log.find({ area: 'auth', level: 'error' })?.msg).toContain('SMTP is not configured');
  });

  it('tries a failing mail again, and logs one that never goes, without the address or the link', async () => {
    let calls = 0;
    const flaky = forgotWith({
      mail: async () => {
        if (++calls < 3) throw new Error('421 try again later');
      },
    });
    expect((await flaky('demo@example.com')).status).toBe(200);
    expect(calls).toBe(3);
    expect(log.at('error')).toEqual([]);

    const links: string[] = [];
    const broken = forgotWith({
      mail: async (_to, link) => {
        links.push(link);
        throw new Error('554 relay refused');
      },
    });
    const res = await broken('demo@example.com');
    expect(res).toEqual({ status: 200, text: JSON.stringify({ ok: true, message: RESET_REQUESTED }) });
    expect(links).toHaveLength(3);
    expect(log.at('error')).toEqual([
      expect.objectContaining({
        area: 'auth',
        msg: 'the reset link could not be mailed',
        tries: 3,
        error: '554 relay refused',
      }),
    ]);
    expect(log.text()).not.toMatch(/demo@example\.com|token=/);
  });
});

describe('reset password', () => {
  it('refuses a common new password, saying why, and leaves the link usable', async () => {
    await requestReset('legacy@example.com');
    const { token } = tokenFrom((await mails('legacy@example.com'))[0]);
    const res = await resetWith(token, 'iloveyou123');
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      error: { code: 'invalid', message: COMMON_PASSWORD, fields: { newPassword: COMMON_PASSWORD } },
    });
    expect((await resetWith(token, 'brand-new-0')).status).toBe(200);
  });

  it('sets the new password once; the second use fails; every session ends', async () => {
    const old = sessionCookie(await signIn('demo@example.com', 'demo1234'));
    await requestReset('demo@example.com');
    const { token } = tokenFrom((await mails('demo@example.com'))[0]);

    const res = await resetWith(token, 'brand-new-1');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ ok: true });
    expect(sessionCookie(res)).toBeUndefined();
    const who = await session(request('/api/auth/session', { method: 'GET', cookie: old }));
    expect((await body(who)).user).toBeNull();
    expect((await signIn('demo@example.com', 'demo1234')).status).toBe(401);
    expect((await signIn('demo@example.com', 'brand-new-1')).status).toBe(200);

    const again = await resetWith(token, 'brand-new-2');
    expect(again.status).toBe(400);
    expect(((await body(again)).error as { message: string }).message).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect((await signIn('demo@example.com', 'brand-new-1')).status).toBe(200);
  });

  it("a successful reset clears the account's sign-in counts, so its owner's address is let in again", async () => {
    const ip = freshIp();
    const signInHere = (password: string) =>
      login(request('/api/auth/login', { ip, body: { email: 'legacy@example.com', password } }));
    for (let i = 0; i < SIGN_IN_ACCOUNT_RATE_LIMIT.points; i++)
      expect((await signInHere('not-it-at-all')).status).toBe(401);
    expect((await signInHere('not-it-at-all')).status).toBe(429);
    await requestReset('legacy@example.com');
    const { token } = tokenFrom((await mails('legacy@example.com'))[0]);
    const res = await reset(
      request('/api/auth/reset', {
        ip,
        body: { token, newPassword: 'brand-new-9', confirmPassword: 'brand-new-9' },
      }),
    );
    expect(res.status).toBe(200);
    expect((await signInHere('brand-new-9')).status).toBe(200);
  });

  it('refuses an expired or made-up token', async () => {
    await requestReset('legacy@example.com');
    const { token } = tokenFrom((await mails('legacy@example.com'))[0]);
    now += 31 * 60 * 1000;
    const expired = await resetWith(token, 'brand-new-3');
    expect(expired.status).toBe(400);
    const madeUp = await resetWith('A'.repeat(43), 'brand-new-3');
    expect(madeUp.status).toBe(400);
    expect(await madeUp.text()).toBe(await (await resetWith('B'.repeat(43), 'brand-new-3')).text());
  });
});

describe('password-reset store', () => {
  it('is added to a version-3 store file by migration 4', async () => {
    const file = join(mailDir, 'v3.db');
    const v3 = openShopDb(file);
    v3.exec(
      'DROP TABLE password_resets; DROP TABLE orders; DROP TABLE job_leases; DROP TABLE return_requests; DROP TABLE voucher_holds; DROP TABLE email_changes; ' +
        // newsletter_subscribers as migration 1 made it (migration 13 adds its consent columns).
        'DROP TABLE newsletter_subscribers; CREATE TABLE newsletter_subscribers (id INTEGER PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE UNIQUE, created_at TEXT NOT NULL)',
    );
    v3.pragma('user_version = 3');
    v3.close();
    const db = openShopDb(file);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const resets = sqlitePasswordResets(db, () => 1_000);
    const token = await resets.create(7, 17);
    expect(await resets.claim(token)).toBe(7);
    expect(await resets.claim(token)).toBeNull();
    await resets.release(token);
    expect(await resets.claim(token)).toBe(7);
    expect(await resets.addressOf(token)).toBe(17);
    db.close();
  });
});
