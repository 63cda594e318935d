import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeNotice, FORM_NOTICE_COOKIE } from '@/lib/account/form-notice';
import { ACCOUNT_MESSAGES } from '@/lib/account/schemas';
import { loginForm } from '@/server/account/form-routes';
import { loginHandler, LOGIN_FAILED } from '@/server/account/login-route';
import { FORBIDDEN_ORIGIN } from '@/tests/helpers/http-texts';
import { freshIp, SITE, startHarness, type Harness } from './auth-harness';

// The sign-in form posted without JavaScript (server/account/form-routes.ts, as the app wires it): a 303 to the return path signed in, or back to /login with a notice; the password is
// never in the Location, the notice, or anything else the answer carries.
let h: Harness;
let post: (request: Request) => Promise<Response>;

beforeAll(async () => {
  h = await startHarness('form-post');
  post = loginForm(loginHandler({ ...h.env, sleep: async () => {} }));
}, 60_000);
afterAll(async () => {
  await h?.close();
});

function formRequest(fields: Record<string, string>, headers: Record<string, string | null> = {}) {
  const h = new Headers({
    host: '127.0.0.1:3000',
    'x-forwarded-for': freshIp(),
    origin: SITE,
    'content-type': 'application/x-www-form-urlencoded',
  });
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) h.delete(name);
    else h.set(name, value);
  }
  return new Request(`${SITE}/api/auth/login/form`, {
    method: 'POST',
    headers: h,
    body: new URLSearchParams(fields).toString(),
  });
}

const cookieNamed = (res: Response, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const noticeOf = (res: Response) =>
  decodeNotice(cookieNamed(res, FORM_NOTICE_COOKIE)?.split(';')[0].split('=')[1], 'login');
const everything = (res: Response) =>
  `${res.headers.get('location')} ${res.headers.getSetCookie().join(' ')}`;

describe('the sign-in form without JavaScript', () => {
  it('signs in and goes on to the return path with a 303', async () => {
    const res = await post(
      formRequest({ email: 'demo@example.com', password: 'demo1234', returnUrl: '/checkout' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout');
    expect(cookieNamed(res, 'session')).toMatch(/^session=[^;]+/);
    expect(everything(res)).not.toContain('demo1234');
  });

  it('a wrong password goes back to /login with the message and the email kept, never the password', async () => {
    const res = await post(
      formRequest({ email: 'demo@example.com', password: 'not-the-one', returnUrl: '/checkout' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?returnUrl=%2Fcheckout');
    expect(cookieNamed(res, 'session')).toBeUndefined();
    expect(noticeOf(res)).toEqual({ form: 'login', error: LOGIN_FAILED, email: 'demo@example.com' });
    expect(cookieNamed(res, FORM_NOTICE_COOKIE)).toMatch(/HttpOnly/);
    expect(everything(res)).not.toContain('not-the-one');
  });

  it("passes the schema's messages back (a blank password)", async () => {
    const res = await post(formRequest({ email: 'demo@example.com', password: '' }));
    expect(noticeOf(res)?.error).toBe(ACCOUNT_MESSAGES.passwordRequired);
  });

  it('ticked Remember me gives a 30-day cookie; unticked, a browser-session cookie', async () => {
    const remembered = await post(
      formRequest({ email: 'demo@example.com', password: 'demo1234', rememberMe: 'on' }),
    );
    expect(cookieNamed(remembered, 'session')).toMatch(/Max-Age=\d+/i);
    const browserOnly = await post(formRequest({ email: 'demo@example.com', password: 'demo1234' }));
    expect(cookieNamed(browserOnly, 'session')).toMatch(/^session=[^;]+/);
    expect(cookieNamed(browserOnly, 'session')).not.toMatch(/Max-Age/i);
  });

  it('never redirects off the site', async () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await post(formRequest({ email: 'demo@example.com', password: 'demo1234', returnUrl }));
      expect(res.headers.get('location')).toBe('/account');
    }
  });

  it('refuses a cross-site post like the JSON route does, signing nobody in', async () => {
    const res = await post(
      formRequest({ email: 'demo@example.com', password: 'demo1234' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(303);
    expect(cookieNamed(res, 'session')).toBeUndefined();
    expect(noticeOf(res)?.error).toBe(FORBIDDEN_ORIGIN);
  });

  it('takes only a form: JSON is 415, an oversized body 413', async () => {
    const json = await post(formRequest({ email: 'a@b.co' }, { 'content-type': 'application/json' }));
    expect(json.status).toBe(415);
    const big = await post(formRequest({ email: 'a@b.co', password: 'x'.repeat(10_000) }));
    expect(big.status).toBe(413);
  });
});
