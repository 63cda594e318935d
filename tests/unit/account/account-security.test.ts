import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmEmailHandler } from '@/server/account/confirm-email-route';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { loginHandler } from '@/server/account/login-route';
import { sessionHandler } from '@/server/account/logout-route';
import type { AccountNotices } from '@/server/account/notices';
import { passwordChangeHandler } from '@/server/account/password-route';
import { profileHandlers } from '@/server/account/profile-route';
import { registerHandler } from '@/server/account/register-route';
import { forgotHandler, resetHandler } from '@/server/account/reset-route';
import { readSession } from '@/server/account/session';
import { requestSession } from '@/server/account/auth-http';
import * as people from '@/server/erp/people';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT, PROFILE_RATE_LIMIT } from '@/server/http/rate-limits';
import { sendAccountMail } from '@/server/mail/account-mail';
import { captureLog } from '@/tests/helpers/captured-log';
import { mailResetLink } from '@/server/mail/reset-mail';
import { sqliteEmailChanges } from '@/server/store/email-changes';
import { sqlitePasswordResets } from '@/server/store/password-resets';
import type { CaughtMail } from '../../../sandbox/mail/server.mjs';
import { startTestMailbox, type TestMailbox } from '../../helpers/mail-catcher';
import { body, freshIp, request, sessionCookie, SITE, startHarness, type Harness } from './auth-harness';

const log = captureLog();

// Issue 26, "changes that a stolen session cannot make", against the live sandbox ERP and a mail
// catcher: the sign-in email changes only with the password and the link mailed to the new
// address; password changes and resets, registration and deletion mail the account; deletion asks
// for the password. Each attack is tried as an attacker holding a copied session cookie would.

let h: Harness;
let mailbox: TestMailbox;
let now = Date.now();
const pending: Promise<void>[] = [];
let notices: AccountNotices;
let register: ReturnType<typeof registerHandler>;
let login: ReturnType<typeof loginHandler>;
let session: ReturnType<typeof sessionHandler>;
let change: ReturnType<typeof passwordChangeHandler>;
let remove: ReturnType<typeof deleteAccountHandler>;
let confirm: ReturnType<typeof confirmEmailHandler>;
let forgot: ReturnType<typeof forgotHandler>;
let reset: ReturnType<typeof resetHandler>;
let passwordLimiter: ReturnType<Harness['limiter']>;

beforeAll(async () => {
  h = await startHarness('account-security');
  mailbox = await startTestMailbox('account-security');
  const { smtp } = mailbox;
  notices = {
    mail: (to, mail) => sendAccountMail(smtp, to, mail),
    defer: (task) => void pending.push(task()),
  };
  passwordLimiter = h.limiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT);
  const resets = sqlitePasswordResets(h.db, () => now);
  register = registerHandler({ ...h.env, notices });
  login = loginHandler(h.env);
  session = sessionHandler(h.env);
  change = passwordChangeHandler({ ...h.env, notices });
  remove = deleteAccountHandler({ ...h.env, notices });
  confirm = confirmEmailHandler({
    ...h.env,
    changes: () => sqliteEmailChanges(h.db, () => now),
    notices,
  });
  forgot = forgotHandler({
    ...h.env,
    resets: () => resets,
    mail: (to, link, locale) => mailResetLink(smtp, to, link, locale),
    defer: notices.defer,
  });
  reset = resetHandler({
    ...h.env,
    resets: () => resets,
    notices,
  });
}, 60_000);
afterAll(async () => {
  await mailbox?.close();
  await h?.close();
});
beforeEach(() => {
  now = Date.now();
});

const settle = async () => void (await Promise.all(pending.splice(0)));
const mails = async (to: string) => {
  await settle();
  return mailbox.mails(to);
};
const subjects = async (to: string) => (await mails(to)).map((m) => m.subject).sort();

let n = 0;
const PASSWORD = 'first-pass';
async function newAccount() {
  const email = `sec${++n}-${Date.now()}@example.com`;
  const res = await register(
    request('/api/auth/register', {
      ip: freshIp(),
      body: { firstName: 'Eleni', lastName: 'K', email, password: PASSWORD, confirmPassword: PASSWORD },
    }),
  );
  expect(res.status).toBe(201);
  const found = await people.findCustomerByEmail(email);
  if (!found.ok || !found.data) throw new Error('the new account is not in the ERP');
  return { email, cookie: sessionCookie(res)!, ...found.data };
}
const signIn = (email: string, password = PASSWORD) =>
  login(request('/api/auth/login', { ip: freshIp(), body: { email, password } }));
const whoAmI = async (cookie?: string) =>
  (await body(await session(request('/api/auth/session', { method: 'GET', cookie })))).user as {
    email: string;
  } | null;

/** PUT /api/account/profile as the browser holding `cookie` (the app reads the session from it). */
async function saveProfile(cookie: string, input: Record<string, unknown>, mailing = notices) {
  const req = request('/api/account/profile', { method: 'PUT', cookie, body: input });
  const routes = profileHandlers({
    user: () => readSession(requestSession(req, h.env).deps),
    limiter: h.limiter(PROFILE_RATE_LIMIT),
    origin: () => SITE,
    erp: { ...people },
    refreshSession: async () => {},
    emailChange: {
      passwordLimiter,
      changes: () => sqliteEmailChanges(h.db, () => now),
      notices: mailing,
      siteUrl: () => SITE,
    },
  });
  // The profile route reads the Origin from the request; the auth harness sends SITE's.
  return routes.PUT(req);
}
const details = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Eleni',
  lastName: 'K',
  email,
  ...extra,
});
const tokenFrom = (mail: CaughtMail) => {
  const link = /(http\S+\/account\/confirm-email\?token=([\w-]+))/.exec(mail.text);
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return { link: link[1], token: link[2] };
};
const confirmWith = (token: string, cookie?: string) =>
  confirm(request('/api/auth/confirm-email', { ip: freshIp(), cookie, body: { token } }));
const erpEmail = async (addressId: number) => {
  const address = await people.readAddress(addressId);
  return address.ok ? address.data.email : null;
};

describe('changing the sign-in email', () => {
  it('a copied session cookie without the password changes nothing and mails nobody', async () => {
    const { email, cookie, addressId, peopleId } = await newAccount();
    const stolen = cookie;
    for (const attempt of [{}, { currentPassword: 'guess-1234' }]) {
      const res = await saveProfile(
        stolen,
        details('attacker@example.com', { ...attempt, firstName: 'Mallory' }),
      );
      expect(res.status).toBe(400);
      expect(Object.keys((await body(res)).error as object)).toContain('fields');
    }
    expect(await erpEmail(addressId)).toBe(email);
    const customer = await people.readCustomer(peopleId, addressId);
    expect(customer.ok && customer.data.firstName).toBe('Eleni');
    expect(await mails('attacker@example.com')).toEqual([]);
    expect(
      h.db.prepare('SELECT COUNT(*) AS n FROM email_changes WHERE new_email = ?').get('attacker@example.com'),
    ).toEqual({ n: 0 });
    expect(await whoAmI(stolen)).toMatchObject({ email });
    expect((await signIn(email)).status).toBe(200);
  });

  it('with the password it changes only once the mailed link is confirmed; the old address is told; other sessions end', async () => {
    const { email, cookie, addressId } = await newAccount();
    const other = sessionCookie(await signIn(email))!;
    const newEmail = `moved-${n}-${Date.now()}@example.com`;
    const res = await saveProfile(cookie, details(newEmail.toUpperCase(), { currentPassword: PASSWORD }));
    expect(res.status).toBe(200);
    expect(((await body(res)).emailChange as { email: string }).email).toBe(newEmail);

    // Nothing about the sign-in has changed yet.
    expect(await erpEmail(addressId)).toBe(email);
    expect(await whoAmI(other)).toMatchObject({ email });
    expect((await signIn(newEmail)).status).toBe(401);

    const [linkMail] = await mails(newEmail);
    expect(linkMail.subject).toBe('Confirm your new sign-in email');
    const { link, token } = tokenFrom(linkMail);
    expect(link.startsWith(`${SITE}/account/confirm-email?token=`)).toBe(true);
    expect(linkMail.text).not.toContain(PASSWORD);
    expect(linkMail.html).toContain(`<a href="${link}">`);
    const rows = h.db.prepare('SELECT token_hash FROM email_changes').all() as { token_hash: string }[];
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash) && r.token_hash !== token)).toBe(true);

    const confirmed = await confirmWith(token, cookie);
    expect(confirmed.status).toBe(200);
    expect(await body(confirmed)).toEqual({
      ok: true,
      email: newEmail,
      user: { name: 'Eleni', email: newEmail },
    });
    const fresh = sessionCookie(confirmed)!;
    expect(fresh).toMatch(/^session=.+/);
    expect(await whoAmI(fresh)).toMatchObject({ email: newEmail });
    expect(await whoAmI(other)).toBeNull();
    expect(await whoAmI(cookie)).toBeNull();
    expect(await erpEmail(addressId)).toBe(newEmail);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(200);

    const [notice] = (await mails(email)).filter((m) => m.subject === 'Your sign-in email was changed');
    expect(notice.text).toContain(`was changed to ${newEmail[0]}***@example.com`);
    expect(notice.text).toContain('If it was not you, contact us');
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).not.toContain(token);

    // The link works once.
    const again = await confirmWith(token, fresh);
    expect(again.status).toBe(400);
    expect(((await body(again)).error as { message: string }).message).toBe(
      'This email confirmation link is invalid or has expired. Please change your email again.',
    );
  });

  it('an expired link changes nothing', async () => {
    const { email, cookie, addressId } = await newAccount();
    const newEmail = `late-${n}@example.com`;
    expect((await saveProfile(cookie, details(newEmail, { currentPassword: PASSWORD }))).status).toBe(200);
    const { token } = tokenFrom((await mails(newEmail))[0]);
    now += 61 * 60 * 1000;
    const res = await confirmWith(token, cookie);
    expect(res.status).toBe(400);
    expect(((await body(res)).error as { code: string }).code).toBe('invalid_token');
    expect(await erpEmail(addressId)).toBe(email);
    expect(await whoAmI(cookie)).toMatchObject({ email });
  });

  it('confirmed from a browser that is not signed in: the email changes, nobody is signed in', async () => {
    const { cookie, addressId } = await newAccount();
    const newEmail = `elsewhere-${n}@example.com`;
    expect((await saveProfile(cookie, details(newEmail, { currentPassword: PASSWORD }))).status).toBe(200);
    const { token } = tokenFrom((await mails(newEmail))[0]);
    const res = await confirmWith(token);
    expect(res.status).toBe(200);
    expect((await body(res)).user).toBeNull();
    expect(sessionCookie(res)).toBeUndefined();
    expect(await erpEmail(addressId)).toBe(newEmail);
    expect(await whoAmI(cookie)).toBeNull();
  });

  it('a new address taken by another account before the link is used: a clear 409, nothing changes', async () => {
    const { email, cookie, addressId } = await newAccount();
    const wanted = `wanted-${n}-${Date.now()}@example.com`;
    expect((await saveProfile(cookie, details(wanted, { currentPassword: PASSWORD }))).status).toBe(200);
    const { token } = tokenFrom((await mails(wanted))[0]);
    const squatter = await register(
      request('/api/auth/register', {
        ip: freshIp(),
        body: {
          firstName: 'S',
          lastName: 'Q',
          email: wanted,
          password: 'squat-pass',
          confirmPassword: 'squat-pass',
        },
      }),
    );
    expect(squatter.status).toBe(201);
    const res = await confirmWith(token, cookie);
    expect(res.status).toBe(409);
    expect(((await body(res)).error as { message: string }).message).toBe(
      'This email address is now used by another account, so your email was not changed.',
    );
    expect(await erpEmail(addressId)).toBe(email);
    expect(await whoAmI(cookie)).toMatchObject({ email });
  });

  it('password checks are limited per account (429), shared with the password change', async () => {
    const { cookie } = await newAccount();
    for (let i = 0; i < PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT.points; i++)
      await saveProfile(cookie, details(`x${i}@example.com`, { currentPassword: `wrong-${i}` }));
    const res = await change(
      request('/api/auth/password', {
        cookie,
        body: { currentPassword: PASSWORD, newPassword: 'second-pass', confirmPassword: 'second-pass' },
      }),
    );
    expect(res.status).toBe(429);
  });
});

describe('account mails', () => {
  it('registration sends a welcome mail; a password change and a reset each send a notice, without the password', async () => {
    const { email, cookie } = await newAccount();
    const [welcome] = await mails(email);
    expect(welcome.subject).toBe('Welcome to RUCK');
    expect(welcome.text).toContain('Hello Eleni,');
    expect(welcome.text).not.toContain(PASSWORD);

    const changed = await change(
      request('/api/auth/password', {
        cookie,
        body: { currentPassword: PASSWORD, newPassword: 'second-pass', confirmPassword: 'second-pass' },
      }),
    );
    expect(changed.status).toBe(200);
    expect(await subjects(email)).toEqual(['Welcome to RUCK', 'Your password was changed']);

    expect((await forgot(request('/api/auth/forgot', { ip: freshIp(), body: { email } }))).status).toBe(200);
    const resetMail = (await mails(email)).find((m) => m.subject === 'Reset your password')!;
    const token = /token=([\w-]+)/.exec(resetMail.text)![1];
    const done = await reset(
      request('/api/auth/reset', {
        ip: freshIp(),
        body: { token, newPassword: 'third-pass', confirmPassword: 'third-pass' },
      }),
    );
    expect(done.status).toBe(200);
    const notices = (await mails(email)).filter((m) => m.subject === 'Your password was changed');
    expect(notices).toHaveLength(2);
    for (const mail of notices) {
      expect(mail.text).toContain('If it was not you, contact us');
      expect(mail.text).not.toMatch(/second-pass|third-pass|token/);
    }
  });

  it('with no mail server the mails are skipped quietly, and an email change is refused (no link can go)', async () => {
    log.clear();
    const quiet: AccountNotices = { defer: notices.defer };
    const registerQuietly = registerHandler({ ...h.env, notices: quiet });
    const email = `quiet-${Date.now()}@example.com`;
    const res = await registerQuietly(
      request('/api/auth/register', {
        ip: freshIp(),
        body: { firstName: 'Q', lastName: 'K', email, password: PASSWORD, confirmPassword: PASSWORD },
      }),
    );
    expect(res.status).toBe(201);
    expect(await mails(email)).toEqual([]);
    expect(log.filter({ level: 'error' })).toEqual([]);
    const refused = await saveProfile(
      sessionCookie(res)!,
      details(`unmailed-${Date.now()}@example.com`, { currentPassword: PASSWORD }),
      quiet,
    );
    expect(refused.status).toBe(503);
    expect(await people.findCustomerByEmail(email)).toMatchObject({ ok: true, data: expect.anything() });
    expect(log.text()).toContain('SMTP is not configured');
  });
});

describe('account deletion', () => {
  const deleteWith = (cookie: string, currentPassword: unknown) =>
    remove(request('/api/auth/delete', { cookie, body: { confirm: 'DELETE', currentPassword } }));

  it('a wrong or missing password deletes nothing', async () => {
    const { email, cookie } = await newAccount();
    const wrong = await deleteWith(cookie, 'guess-1234');
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).error).toEqual({
      code: 'wrong_password',
      message: 'Your current password is not correct, so your account was not deleted.',
      fields: { currentPassword: 'Your current password is not correct, so your account was not deleted.' },
    });
    expect(sessionCookie(wrong)).toBeUndefined();
    const missing = await remove(request('/api/auth/delete', { cookie, body: { confirm: 'DELETE' } }));
    expect(missing.status).toBe(400);
    expect(await whoAmI(cookie)).toMatchObject({ email });
    expect((await signIn(email)).status).toBe(200);
    expect(await subjects(email)).toEqual(['Welcome to RUCK']);
  });

  it('with the password: erased, signed out, and the address it had is told', async () => {
    const { email, cookie } = await newAccount();
    const res = await deleteWith(cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBe('');
    expect(await people.findCustomerByEmail(email)).toEqual({ ok: true, data: null });
    const notice = (await mails(email)).find((m) => m.subject === 'Your RUCK account was deleted');
    expect(notice?.text).toContain('If it was not you, contact us');
  });

  it('password attempts are limited per account (429)', async () => {
    const { email, cookie } = await newAccount();
    for (let i = 0; i < PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT.points; i++)
      await deleteWith(cookie, `wrong-${i}`);
    const res = await deleteWith(cookie, PASSWORD);
    expect(res.status).toBe(429);
    expect((await signIn(email)).status).toBe(200);
  });
});
