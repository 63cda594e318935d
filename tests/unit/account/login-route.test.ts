import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { loginHandler, LOGIN_FAILED } from '@/server/account/login-route';
import { signInDelayMs } from '@/server/account/sign-in-throttle';
import { logoutHandler, sessionHandler } from '@/server/account/logout-route';
import { EMAIL_TAKEN, registerHandler } from '@/server/account/register-route';
import { hashPassword } from '@/server/account/password';
import { COMMON_PASSWORD } from '@/server/account/password-policy';
import { createCustomer, findCustomerByEmail, readPeople } from '@/server/erp/people';
import { FORBIDDEN_ORIGIN } from '@/tests/helpers/http-texts';
import {
  REGISTER_EMAIL_RATE_LIMIT,
  REGISTER_IP_RATE_LIMIT,
  SIGN_IN_ACCOUNT_RATE_LIMIT,
  SIGN_IN_IP_RATE_LIMIT,
} from '@/server/http/rate-limits';
import { body, freshIp, request, sessionCookie, startHarness, type Call, type Harness } from './auth-harness';

// Registration, sign-in, sign-out and the session read, against the live sandbox ERP.
let h: Harness;
let register: ReturnType<typeof registerHandler>;
let login: ReturnType<typeof loginHandler>;
let logout: ReturnType<typeof logoutHandler>;
let session: ReturnType<typeof sessionHandler>;
/** The account-wide delays sign-in waited (those over 0), in order: recorded, not slept. */
const delays: number[] = [];
const log = captureLog();
const logText: string[] = [];

beforeAll(async () => {
  h = await startHarness('login-route');
  register = registerHandler(h.env);
  login = loginHandler({ ...h.env, sleep: async (ms) => void delays.push(ms) });
  logout = logoutHandler(h.env);
  session = sessionHandler(h.env);
}, 60_000);
afterAll(async () => {
  await h?.close();
  // No password, hash, cookie or full email in any log line of this file.
  const all = logText.join('');
  expect(all).toContain('"security":true');
  expect(all).not.toMatch(/\$scrypt\$|demo1234|legacy123|Secret-pass-1|wrong-one|session=|@example\.com/i);
});
afterEach(() => void logText.push(log.text()));

const newUser = (email: string) => ({
  firstName: 'Sofia',
  lastName: 'Pavlou',
  email,
  phone: '+357 99 000111',
  password: 'Secret-pass-1',
  confirmPassword: 'Secret-pass-1',
});
const post = (handler: (r: Request) => Promise<Response>, path: string, call: Call) =>
  handler(request(path, { ip: freshIp(), ...call }));
const whoAmI = async (cookie?: string) => {
  const res = await session(request('/api/auth/session', { method: 'GET', cookie }));
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await body(res)).user;
};
/** Response text must never carry a password or a hash. */
const expectClean = (text: string) =>
  expect(text).not.toMatch(/\$scrypt\$|password"\s*:|Secret-pass-1|demo1234/);

describe('register', () => {
  it('creates the account, signs in with a cookie, and the session shows the user', async () => {
    const res = await post(register, '/api/auth/register', { body: newUser('Sofia.New@Example.com') });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await res.clone().text();
    expectClean(text);
    expect(JSON.parse(text)).toEqual({ user: { name: 'Sofia', email: 'sofia.new@example.com' } });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^session=.+/);
    expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    expect(await whoAmI(cookie)).toEqual({ name: 'Sofia', email: 'sofia.new@example.com' });
    expect(await whoAmI()).toBeNull();

    const ref = await findCustomerByEmail('sofia.new@example.com');
    if (!ref.ok || !ref.data) throw new Error('not created');
    const people = await readPeople(ref.data.peopleId);
    if (!people.ok) throw people.error;
    expect(people.data.password.reveal()).toMatch(/^\$scrypt\$/);
  });

  it('refuses an email that is taken (any case) with 409', async () => {
    const res = await post(register, '/api/auth/register', { body: newUser('DEMO@example.com') });
    expect(res.status).toBe(409);
    expect(await body(res)).toEqual({
      error: { code: 'email_taken', message: EMAIL_TAKEN, fields: { email: EMAIL_TAKEN } },
    });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers 400 with field messages a person can act on', async () => {
    const res = await post(register, '/api/auth/register', {
      body: { ...newUser('x@example.com'), confirmPassword: 'other-pass', firstName: ' ' },
    });
    expect(res.status).toBe(400);
    const { error } = (await body(res)) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('invalid');
    expect(error.fields).toMatchObject({
      firstName: 'First name is required',
      confirmPassword: "Passwords don't match",
    });
  });

  it('refuses a userId (or any unknown key) in the body', async () => {
    const res = await post(register, '/api/auth/register', {
      body: { ...newUser('u@example.com'), userId: 1 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await body(res))).toContain('userId');
    expect(
      (await findCustomerByEmail('u@example.com')).ok && (await findCustomerByEmail('u@example.com')),
    ).toEqual({
      ok: true,
      data: null,
    });
  });

  it('limits registrations per client IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTER_IP_RATE_LIMIT.points; i++)
      await register(request('/api/auth/register', { ip, body: newUser('demo@example.com') }));
    const res = await register(request('/api/auth/register', { ip, body: newUser('late@example.com') }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a common password (any case), saying why, and creates nothing', async () => {
    for (const password of ['password123', 'PassWord123']) {
      const res = await post(register, '/api/auth/register', {
        body: { ...newUser('common@example.com'), password, confirmPassword: password },
      });
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({
        error: { code: 'invalid', message: COMMON_PASSWORD, fields: { password: COMMON_PASSWORD } },
      });
    }
    expect(await findCustomerByEmail('common@example.com')).toEqual({ ok: true, data: null });
  });

  it('allows tens of registrations from one shared address, and few per email', async () => {
    expect(REGISTER_IP_RATE_LIMIT.points).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < REGISTER_EMAIL_RATE_LIMIT.points; i++)
      await post(register, '/api/auth/register', { body: newUser('demo@example.com') });
    const res = await post(register, '/api/auth/register', { body: newUser('demo@example.com') });
    expect(res.status).toBe(429);
    expect((await body(res)) as object).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 60 minutes.' },
    });
  });
});

describe('request checks', () => {
  it('refuses a foreign or missing Origin with 403', async () => {
    for (const origin of ['https://evil.test', null]) {
      const res = await post(login, '/api/auth/login', {
        origin,
        body: { email: 'demo@example.com', password: 'demo1234' },
      });
      expect(res.status).toBe(403);
      expect((await body(res)).error).toEqual({ code: 'forbidden_origin', message: FORBIDDEN_ORIGIN });
      expect(sessionCookie(res)).toBeUndefined();
    }
    const out = await logout(request('/api/auth/logout', { origin: 'https://evil.test' }));
    expect(out.status).toBe(403);
  });

  it('logs a cross-site POST as origin_refused with the client address and the route', async () => {
    const ip = freshIp();
    const res = await login(
      request('/api/auth/login?from=evil', {
        ip,
        origin: 'https://evil.test',
        body: { email: 'demo@example.com', password: 'demo1234' },
      }),
    );
    expect(res.status).toBe(403);
    expect(log.filter({ security: true })).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'origin_refused',
        outcome: 'refused',
        ip,
        route: '/api/auth/login',
        method: 'POST',
        reason: 'foreign',
      }),
    ]);
  });

  it('logs a form post as content_type_refused', async () => {
    const res = await post(login, '/api/auth/login', {
      contentType: 'text/plain',
      raw: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
    });
    expect(res.status).toBe(415);
    expect(log.find({ event: 'content_type_refused' })).toMatchObject({ route: '/api/auth/login' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await post(login, '/api/auth/login', {
      contentType: 'application/x-www-form-urlencoded',
      raw: 'email=demo%40example.com&password=demo1234',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an oversized body with 413 and broken JSON with 400', async () => {
    const big = await post(login, '/api/auth/login', {
      raw: JSON.stringify({ email: 'demo@example.com', password: 'x'.repeat(10_000) }),
    });
    expect(big.status).toBe(413);
    expect((await body(big)).error).toEqual({ code: 'too_large', message: 'The request is too large.' });
    const broken = await post(login, '/api/auth/login', { raw: '{"email":' });
    expect(broken.status).toBe(400);
    expect((await body(broken)).error).toEqual({
      code: 'bad_request',
      message: 'The request is not valid JSON.',
    });
  });
});

describe('login', () => {
  it('signs the demo customer in', async () => {
    const res = await post(login, '/api/auth/login', {
      body: { email: ' Demo@Example.com ', password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expectClean(text);
    const { user } = JSON.parse(text) as { user: { email: string; name: string } };
    expect(user.email).toBe('demo@example.com');
    expect(Object.keys(user).sort()).toEqual(['email', 'name']);
    expect(await whoAmI(sessionCookie(res))).toEqual(user);
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const unknown = await post(login, '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'demo1234' },
    });
    const wrong = await post(login, '/api/auth/login', {
      body: { email: 'demo@example.com', password: 'wrong-one' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.text(), await wrong.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ error: { code: 'invalid_credentials', message: LOGIN_FAILED } });
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("signs in an account whose password is shorter than today's minimum", async () => {
    const created = await createCustomer({
      firstName: 'Old',
      lastName: 'Timer',
      email: 'short.pw@example.com',
      phone: '',
      passwordHash: await hashPassword('sun123'),
    });
    expect(created.ok).toBe(true);
    const res = await post(login, '/api/auth/login', {
      body: { email: 'short.pw@example.com', password: 'sun123' },
    });
    expect(res.status).toBe(200);
  });

  it('logs a wrong password as a sign_in failure: a hash of the email, never the password or the email', async () => {
    const ip = freshIp();
    const res = await login(
      request('/api/auth/login', { ip, body: { email: 'Demo@Example.com', password: 'wrong-one' } }),
    );
    expect(res.status).toBe(401);
    const [line] = log.filter({ event: 'sign_in' });
    expect(line).toEqual({
      level: 'warn',
      time: expect.any(String),
      area: 'security',
      security: true,
      event: 'sign_in',
      outcome: 'failure',
      emailHash: expect.stringMatching(/^h:[0-9a-f]{16}$/),
      ip,
      route: '/api/auth/login',
      method: 'POST',
      msg: 'sign_in failure',
    });
    expect(log.text()).not.toMatch(/wrong-one|demo@example\.com/i);
    // The same address in other words hashes the same: failures can be followed across requests.
    await post(login, '/api/auth/login', { body: { email: ' demo@example.com', password: 'wrong-one' } });
    const hashes = log.filter({ event: 'sign_in' }).map((l) => l.emailHash);
    expect(hashes).toEqual([line.emailHash, line.emailHash]);
    await post(login, '/api/auth/login', { body: { email: 'demo@example.com', password: 'demo1234' } });
    expect(log.find({ event: 'sign_in', outcome: 'success' })).toMatchObject({
      level: 'info',
      user: expect.any(Number),
    });
  });

  it('signs a legacy plain-text account in and stores a scrypt hash instead', async () => {
    const ref = await findCustomerByEmail('legacy@example.com');
    if (!ref.ok || !ref.data) throw new Error('no legacy account');
    const before = await readPeople(ref.data.peopleId);
    if (!before.ok) throw before.error;
    expect(before.data.password.reveal()).toBe('legacy123');

    const res = await post(login, '/api/auth/login', {
      body: { email: 'legacy@example.com', password: 'legacy123' },
    });
    expect(res.status).toBe(200);
    const after = await readPeople(ref.data.peopleId);
    if (!after.ok) throw after.error;
    expect(after.data.password.reveal()).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    const again = await post(login, '/api/auth/login', {
      body: { email: 'legacy@example.com', password: 'legacy123' },
    });
    expect(again.status).toBe(200);
  });

  it('five failures from other addresses leave the owner able to sign in, only slowed', async () => {
    const email = 'sofia.new@example.com';
    delays.length = 0;
    const stranger = freshIp();
    for (let i = 0; i < SIGN_IN_ACCOUNT_RATE_LIMIT.points; i++) {
      const res = await login(
        request('/api/auth/login', { ip: stranger, body: { email, password: 'wrong-one' } }),
      );
      expect(res.status).toBe(401);
    }
    // The stranger's address is now refused for this account, with the real wait.
    const refused = await login(
      request('/api/auth/login', { ip: stranger, body: { email, password: 'wrong-one' } }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await body(refused)) as object).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' },
    });
    // The owner, from their own address: signed in, after the account-wide delay.
    const owner = await post(login, '/api/auth/login', { body: { email, password: 'Secret-pass-1' } });
    expect(owner.status).toBe(200);
    expect(delays).toEqual([signInDelayMs(SIGN_IN_ACCOUNT_RATE_LIMIT.points)]);
    expect(delays[0]).toBeGreaterThan(0);
    // The success cleared the account's count: the next attempt waits nothing.
    await post(login, '/api/auth/login', { body: { email, password: 'wrong-one' } });
    expect(delays).toHaveLength(1);
  }, 30_000);

  it('failures spread over many addresses slow the account more and more, never refuse it', async () => {
    const email = 'sofia.new@example.com';
    // A success first: the account's count starts from nothing.
    await post(login, '/api/auth/login', { body: { email, password: 'Secret-pass-1' } });
    delays.length = 0;
    for (let i = 0; i < 10; i++)
      expect((await post(login, '/api/auth/login', { body: { email, password: `guess-${i}` } })).status).toBe(
        401,
      );
    // The first 5 failures wait nothing; then each waits twice the one before.
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);
    const owner = await post(login, '/api/auth/login', { body: { email, password: 'Secret-pass-1' } });
    expect(owner.status).toBe(200);
    expect(delays.at(-1)).toBe(8000);
  }, 30_000);

  it('an address is refused for one account after 5 failures, and a success there starts again', async () => {
    const email = 'sofia.new@example.com';
    const ip = freshIp();
    const attempt = (password: string) =>
      login(request('/api/auth/login', { ip, body: { email, password } }));
    for (let i = 0; i < SIGN_IN_ACCOUNT_RATE_LIMIT.points - 1; i++)
      expect((await attempt('wrong-one')).status).toBe(401);
    expect((await attempt('Secret-pass-1')).status).toBe(200);
    for (let i = 0; i < SIGN_IN_ACCOUNT_RATE_LIMIT.points; i++)
      expect((await attempt('wrong-one')).status).toBe(401);
    const refused = await attempt('Secret-pass-1');
    expect(refused.status).toBe(429);
    expect(sessionCookie(refused)).toBeUndefined();
    // Another account from the same address is not affected.
    const other = await login(
      request('/api/auth/login', { ip, body: { email: 'demo@example.com', password: 'demo1234' } }),
    );
    expect(other.status).toBe(200);
  }, 30_000);

  it('counts failures per address, not sign-ins: a shared address of customers is never stopped', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_IP_RATE_LIMIT.points + 10; i++) {
      const res = await login(
        request('/api/auth/login', { ip, body: { email: 'demo@example.com', password: 'demo1234' } }),
      );
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('limits failures per client address (one address spraying many accounts)', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_IP_RATE_LIMIT.points; i++)
      await login(
        request('/api/auth/login', { ip, body: { email: `spray${i}@example.com`, password: 'guess-1' } }),
      );
    const res = await login(
      request('/api/auth/login', { ip, body: { email: 'demo@example.com', password: 'demo1234' } }),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(log.find({ event: 'sign_in_throttled' })).toMatchObject({
      outcome: 'refused',
      ip,
      reason: SIGN_IN_IP_RATE_LIMIT.name,
      emailHash: expect.stringMatching(/^h:/),
    });
  }, 60_000);
});

describe('logout', () => {
  it('makes a replayed cookie anonymous and clears it', async () => {
    const res = await post(login, '/api/auth/login', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    });
    const cookie = sessionCookie(res);
    expect(await whoAmI(cookie)).not.toBeNull();
    const out = await logout(request('/api/auth/logout', { cookie }));
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionCookie(out)).toBe('');
    expect(await whoAmI(cookie)).toBeNull();
  });

  it('answers 200 when nobody is signed in', async () => {
    const out = await logout(request('/api/auth/logout'));
    expect(out.status).toBe(200);
    expect(await body(out)).toEqual({ ok: true });
  });
});
