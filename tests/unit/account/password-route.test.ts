import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { loginHandler } from '@/server/account/login-route';
import { sessionHandler } from '@/server/account/logout-route';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { PASSWORD_CHANGE_FAILED, passwordChangeHandler } from '@/server/account/password-route';
import { registerHandler } from '@/server/account/register-route';
import { resetErpBreaker } from '@/server/erp/breaker';
import { blankAndSoftErase, findCustomerByEmail } from '@/server/erp/people';
import { answerStoreOutage } from '@/server/http/store-outage';
import { StoreUnavailableError } from '@/server/store/unavailable';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT } from '@/server/http/rate-limits';
import { COMMON_PASSWORD } from '@/server/account/password-policy';
import { body, freshIp, request, sessionCookie, startHarness, type Harness } from './auth-harness';

// Password change and account deletion for the signed-in customer, against the live sandbox ERP.
let h: Harness;
const log = captureLog();
let register: ReturnType<typeof registerHandler>;
let login: ReturnType<typeof loginHandler>;
let change: ReturnType<typeof passwordChangeHandler>;
let remove: ReturnType<typeof deleteAccountHandler>;
let session: ReturnType<typeof sessionHandler>;

beforeAll(async () => {
  h = await startHarness('password-route');
  register = registerHandler(h.env);
  login = loginHandler(h.env);
  change = passwordChangeHandler(h.env);
  remove = deleteAccountHandler(h.env);
  session = sessionHandler(h.env);
}, 60_000);
afterAll(() => h?.close());

let n = 0;
async function newAccount(password = 'first-pass') {
  const email = `pw${++n}@example.com`;
  const res = await register(
    request('/api/auth/register', {
      ip: freshIp(),
      body: { firstName: 'Eleni', lastName: 'K', email, password, confirmPassword: password },
    }),
  );
  expect(res.status).toBe(201);
  return { email, cookie: sessionCookie(res) };
}
const signIn = (email: string, password: string) =>
  login(request('/api/auth/login', { ip: freshIp(), body: { email, password } }));
const whoAmI = async (cookie?: string) =>
  (await body(await session(request('/api/auth/session', { method: 'GET', cookie })))).user;
const changeBody = (currentPassword: string, newPassword: string) => ({
  currentPassword,
  newPassword,
  confirmPassword: newPassword,
});

describe('password change', () => {
  it('needs a session (401)', async () => {
    const res = await change(
      request('/api/auth/password', { body: changeBody('first-pass', 'second-pass') }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("refuses a wrong current password with the spec's message", async () => {
    const { email, cookie } = await newAccount();
    const res = await change(
      request('/api/auth/password', { cookie, body: changeBody('not-it', 'second-pass') }),
    );
    expect(res.status).toBe(400);
    expect(((await body(res)).error as { message: string }).message).toBe(PASSWORD_CHANGE_FAILED);
    expect((await signIn(email, 'first-pass')).status).toBe(200);
  });

  it('refuses a common new password, saying why; the old one still signs in', async () => {
    const { email, cookie } = await newAccount();
    const res = await change(
      request('/api/auth/password', { cookie, body: changeBody('first-pass', 'qwertyuiop') }),
    );
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      error: { code: 'invalid', message: COMMON_PASSWORD, fields: { newPassword: COMMON_PASSWORD } },
    });
    expect((await signIn(email, 'first-pass')).status).toBe(200);
  });

  it('stores the new password, revokes older cookies and re-signs this browser', async () => {
    const { email, cookie } = await newAccount();
    const other = sessionCookie(await signIn(email, 'first-pass'));
    expect(await whoAmI(other)).not.toBeNull();

    const res = await change(
      request('/api/auth/password', { cookie, body: changeBody('first-pass', 'second-pass') }),
    );
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toMatch(/\$scrypt\$|first-pass|second-pass/);
    const fresh = sessionCookie(res);
    expect(fresh).toMatch(/^session=.+/);

    expect(await whoAmI(other)).toBeNull();
    expect(await whoAmI(cookie)).toBeNull();
    expect(await whoAmI(fresh)).toMatchObject({ email });
    expect((await signIn(email, 'first-pass')).status).toBe(401);
    expect((await signIn(email, 'second-pass')).status).toBe(200);
    expect(log.find({ event: 'password_changed', outcome: 'success' })).toMatchObject({
      route: '/api/auth/password',
      user: expect.any(Number),
    });
    expect(log.text()).not.toMatch(/first-pass|second-pass|\$scrypt\$/);
  });

  it('refuses a userId in the body', async () => {
    const { cookie } = await newAccount();
    const res = await change(
      request('/api/auth/password', { cookie, body: { ...changeBody('first-pass', 'x-pass-2'), userId: 1 } }),
    );
    expect(res.status).toBe(400);
  });

  it('limits attempts per account with 429 + Retry-After', async () => {
    const { cookie } = await newAccount();
    for (let i = 0; i < PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT.points; i++)
      await change(request('/api/auth/password', { cookie, body: changeBody('wrong-1', 'second-pass') }));
    const res = await change(
      request('/api/auth/password', { cookie, body: changeBody('first-pass', 'second-pass') }),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('account deletion', () => {
  it('needs a session and the word DELETE', async () => {
    expect(
      (
        await remove(
          request('/api/auth/delete', { body: { confirm: 'DELETE', currentPassword: 'first-pass' } }),
        )
      ).status,
    ).toBe(401);
    const { cookie } = await newAccount();
    const res = await remove(
      request('/api/auth/delete', { cookie, body: { confirm: 'delete', currentPassword: 'first-pass' } }),
    );
    expect(res.status).toBe(400);
    expect(((await body(res)).error as { message: string }).message).toBe('Type DELETE to confirm');
  });

  it('erases the account: signed out everywhere, the old login fails', async () => {
    const { email, cookie } = await newAccount();
    const res = await remove(
      request('/api/auth/delete', { cookie, body: { confirm: 'DELETE', currentPassword: 'first-pass' } }),
    );
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBe('');
    expect(await whoAmI(cookie)).toBeNull();
    expect((await signIn(email, 'first-pass')).status).toBe(401);
    expect(await findCustomerByEmail(email)).toEqual({ ok: true, data: null });
    // Registration, then the deletion, each one line naming the same user id.
    const [registered] = log.filter({ event: 'registration', outcome: 'success' });
    expect(log.find({ event: 'account_deleted' })).toMatchObject({
      outcome: 'success',
      user: registered.user,
      route: '/api/auth/delete',
    });
  });

  it('an account already erased in the ERP (by staff) still ends as a deletion, not a 503', async () => {
    const { email, cookie } = await newAccount();
    const user = await whoAmI(cookie);
    expect(user).toBeTruthy();
    const found = await findCustomerByEmail(email);
    if (!found.ok || !found.data) throw new Error('the new account is not in the ERP');
    expect((await blankAndSoftErase(found.data.peopleId, found.data.addressId)).ok).toBe(true);
    const res = await remove(
      request('/api/auth/delete', { cookie, body: { confirm: 'DELETE', currentPassword: 'first-pass' } }),
    );
    expect(res.status).toBe(200);
    expect(await whoAmI(cookie)).toBeNull();
  });
});

describe('password change straddling an outage', () => {
  const erpFaults = (settings: object) =>
    fetch(`${h.erpUrl}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(settings) });

  it('with the ERP failing on the write: the old password stays, this browser stays signed in, a clear 503', async () => {
    const { email, cookie } = await newAccount();
    const other = sessionCookie(await signIn(email, 'first-pass'));
    await erpFaults({ failRate: 1, failStatus: 503, match: '$TableModify' });
    const res = await change(
      request('/api/auth/password', { cookie, body: changeBody('first-pass', 'second-pass') }),
    );
    await erpFaults({});
    resetErpBreaker();
    expect(res.status).toBe(503);
    expect((await body(res)).error).toEqual({
      code: 'unavailable',
      message: 'An unexpected error occurred. Please try again later.',
    });
    // Nothing half-done: the password is the old one; this browser is signed in again, the other
    // sessions have ended (the safe side).
    expect(await whoAmI(sessionCookie(res))).toMatchObject({ email });
    expect(await whoAmI(other)).toBeNull();
    expect((await signIn(email, 'first-pass')).status).toBe(200);
    expect((await signIn(email, 'second-pass')).status).toBe(401);
  });

  it('with the shop store out of reach: 503 and nothing changed at the ERP', async () => {
    const { email, cookie } = await newAccount();
    const outage = new StoreUnavailableError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    const revocations = { ...h.env.revocations(), revokeAll: () => Promise.reject(outage) };
    const storeDown = answerStoreOutage(
      passwordChangeHandler({
        ...h.env,
        revocations: () => revocations,
      }),
    );
    const res = await storeDown(
      request('/api/auth/password', { cookie, body: changeBody('first-pass', 'second-pass') }),
    );
    expect(res.status).toBe(503);
    expect((await signIn(email, 'first-pass')).status).toBe(200);
    expect((await signIn(email, 'second-pass')).status).toBe(401);
  });
});
