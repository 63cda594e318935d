// Fuzzing the /api/auth/* handlers (login, register, forgot, reset, password, delete, logout,
// session) as the app wires them, against a live sandbox ERP behind a write recorder and a shop
// store in memory: no 5xx, clear 4xx messages, no leaks (no password echoed, no hash, no ERP
// address), and no ERP or store write for a refused body.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accountDeletionSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
} from '@/lib/account/schemas';
import { AUTH_MAX_BODY_BYTES, requestSession, type AuthEnv } from '@/server/account/auth-http';
import { deleteAccountHandler } from '@/server/account/delete-route';
import { loginHandler } from '@/server/account/login-route';
import { logoutHandler, sessionHandler } from '@/server/account/logout-route';
import { passwordChangeHandler } from '@/server/account/password-route';
import { registerHandler } from '@/server/account/register-route';
import { forgotHandler, resetHandler } from '@/server/account/reset-route';
import { sessionOptions, startSession, type SessionUser } from '@/server/account/session';
import { openShopDb } from '@/server/store/db';
import { sqlitePasswordResets } from '@/server/store/password-resets';
import { sqliteRevocations } from '@/server/store/session-revocations';
import {
  buildRequest,
  checkAnswer,
  emailArb,
  expectRefused,
  fuzz,
  fuzzBodyRoute,
  fuzzFile,
  headersArb,
  originPasses,
  passwordArb,
  SITE,
  storeChanges,
} from './fuzz-helpers';

const SEED = 0xa07f;
const SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0123';
const { erp, limits } = fuzzFile('auth', [SECRET]);
const db = openShopDb(':memory:');
afterAll(() => db.close());
const env: AuthEnv = {
  siteUrl: () => SITE,
  sessionOptions: () => sessionOptions(SECRET, false),
  revocations: () => sqliteRevocations(db),
  limiter: limits.limiter,
};
const resets = sqlitePasswordResets(db);
const writes = () => erp.writes.length + storeChanges(db);

const DEMO: SessionUser = { userId: 1001, addressId: 2001, name: 'Demo', email: 'demo@example.com' };

/** The `session=…` cookie a sign-in would set for `user`. */
async function sealedCookie(user: SessionUser): Promise<string> {
  const session = requestSession(new Request(SITE), env);
  await startSession(session.deps, user);
  const set = session
    .json({})
    .headers.getSetCookie()
    .find((c) => c.startsWith('session='));
  return set!.split(';')[0];
}

/** Signed in as the demo customer half the time (sealed once: a later revocation holds). */
const signedIn = (cookie: () => string) => fc.boolean().map((yes) => (yes ? cookie() : undefined));

const passwords = (json: unknown): string[] =>
  typeof json === 'object' && json !== null
    ? Object.entries(json)
        .filter(([k, v]) => /password/i.test(k) && typeof v === 'string')
        .map(([, v]) => v as string)
    : [];

const common = {
  maxBytes: AUTH_MAX_BODY_BYTES,
  sameOrigin: true,
  reset: limits.reset,
  writes,
  echo: passwords,
};

describe('the auth routes under fuzzing', () => {
  it('POST /api/auth/login', async () => {
    await fuzzBodyRoute({
      ...common,
      name: 'login',
      path: '/api/auth/login',
      handler: loginHandler(env),
      valid: fc.record(
        {
          email: fc.oneof(emailArb, fc.constant('demo@example.com')),
          password: passwordArb,
          rememberMe: fc.boolean(),
        },
        { requiredKeys: ['email', 'password'] },
      ),
      schema: loginSchema,
      // Each valid body costs a scrypt run: a few are enough.
      validWeight: 1,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(401);
      },
      seed: SEED,
      numRuns: 200,
    });
  });

  it('POST /api/auth/register', async () => {
    const password = passwordArb;
    await fuzzBodyRoute({
      ...common,
      name: 'register',
      path: '/api/auth/register',
      handler: registerHandler(env),
      valid: fc
        .record({
          firstName: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
          lastName: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
          email: emailArb,
          phone: fc.constantFrom('', '+357 99 123456', '99-123-456'),
          password,
        })
        .map((v) => ({ ...v, confirmPassword: v.password })),
      schema: registerSchema,
      validWeight: 1,
      then: (answer, valid) => {
        if (valid) expect([201, 409]).toContain(answer.status);
      },
      seed: SEED + 1,
      numRuns: 200,
    });
  });

  it('POST /api/auth/forgot', async () => {
    const deferred: unknown[] = [];
    await fuzzBodyRoute({
      ...common,
      writes: () => writes() + deferred.length,
      name: 'forgot',
      path: '/api/auth/forgot',
      handler: forgotHandler({
        ...env,
        resets: () => resets,
        // A shop with a mail server (without one, every request is a 503: server/account/reset-route.ts).
        mail: async () => {},
        defer: (task) => deferred.push(task),
      }),
      valid: fc.record({ email: fc.oneof(emailArb, fc.constant('demo@example.com')) }),
      schema: passwordResetRequestSchema,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(200);
      },
      seed: SEED + 2,
      numRuns: 500,
    });
  });

  it('POST /api/auth/reset', async () => {
    await fuzzBodyRoute({
      ...common,
      name: 'reset',
      path: '/api/auth/reset',
      handler: resetHandler({
        ...env,
        resets: () => resets,
      }),
      valid: fc
        .record({ token: fc.stringMatching(/^[A-Za-z0-9_-]{16,60}$/), newPassword: passwordArb })
        .map((v) => ({ ...v, confirmPassword: v.newPassword })),
      schema: passwordResetSchema,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(400);
      },
      seed: SEED + 3,
      numRuns: 500,
    });
  });

  it('POST /api/auth/password', async () => {
    const cookie = await sealedCookie(DEMO);
    await fuzzBodyRoute({
      ...common,
      name: 'password',
      path: '/api/auth/password',
      handler: passwordChangeHandler({
        ...env,
      }),
      valid: fc
        .record({ currentPassword: passwordArb, newPassword: passwordArb })
        .map((v) => ({ ...v, confirmPassword: v.newPassword })),
      schema: passwordChangeSchema,
      session: signedIn(() => cookie),
      validWeight: 1,
      then: (answer, valid, signed) => {
        // A second, garbage session cookie in the case's headers may win: then a guest.
        if (valid) expect(signed ? [400, 401] : [401]).toContain(answer.status);
      },
      seed: SEED + 4,
      numRuns: 400,
    });
  });

  it('POST /api/auth/delete', async () => {
    // Maria, not the demo customer (whose records the password property reads): the first valid
    // deletion erases her and ends her sessions, so later signed-in cases are guests (401).
    const cookie = await sealedCookie({ userId: 1003, addressId: 2003, email: 'maria@example.com' });
    await fuzzBodyRoute({
      ...common,
      name: 'delete',
      path: '/api/auth/delete',
      handler: deleteAccountHandler({
        ...env,
      }),
      valid: fc.constant({ confirm: 'DELETE', currentPassword: 'maria1234' }),
      schema: accountDeletionSchema,
      session: signedIn(() => cookie),
      validWeight: 6,
      seed: SEED + 5,
      numRuns: 400,
    });
  });

  it('POST /api/auth/logout and GET /api/auth/session with hostile headers and cookies', async () => {
    const cookie = await sealedCookie({ userId: 1002, addressId: 2002, name: 'Legacy' });
    const POST = logoutHandler(env);
    const GET = sessionHandler(env);
    await fuzz(
      'POST /api/auth/logout + GET /api/auth/session',
      fc.tuple(
        headersArb,
        signedIn(() => cookie),
        fc.string({ maxLength: 200 }),
      ),
      async ([h, session, raw]) => {
        const before = writes();
        const erpBefore = erp.writes.length;
        const who = await checkAnswer(
          await GET(buildRequest('GET', '/api/auth/session', h, undefined, { cookie: session })),
        );
        expect(who.status).toBe(200);
        const out = await checkAnswer(
          await POST(buildRequest('POST', '/api/auth/logout', h, raw, { cookie: session })),
        );
        if (!originPasses(h)) {
          expectRefused(out, 'foreign origin');
          expect(writes()).toBe(before);
        } else expect(out.status).toBe(200);
        expect(erp.writes.length).toBe(erpBefore);
      },
      { seed: SEED + 6, numRuns: 600 },
    );
  });
});
