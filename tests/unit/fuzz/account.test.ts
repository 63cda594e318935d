// Fuzzing /api/account/* (profile GET/PUT, address PUT, orders, one order) with the app's ERP
// functions against a live sandbox behind a write recorder: no 5xx, clear 4xx messages, no
// leaks, and no ERP write for a refused body, a guest or another origin.
import { getRequest } from '@/tests/helpers/account-routes';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addressSchema, profileSchema } from '@/lib/account/schemas';
import { orderHandlers, ordersHandlers } from '@/server/account/orders-route';
import { addressHandlers, PROFILE_MAX_BODY_BYTES, profileHandlers } from '@/server/account/profile-route';
import type { SessionUser } from '@/server/account/session';
import * as people from '@/server/erp/people';
import { listOrders, readOrder } from '@/server/erp/orders';
import { PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT, PROFILE_RATE_LIMIT } from '@/server/http/rate-limits';
import { openShopDb } from '@/server/store/db';
import { sqliteEmailChanges } from '@/server/store/email-changes';
import {
  buildRequest,
  checkAnswer,
  emailArb,
  fakeSession,
  fuzz,
  fuzzBodyRoute,
  fuzzFile,
  headersArb,
  hostileString,
  queryArb,
} from './fuzz-helpers';

const SEED = 0xacc0;
const { erp, limits } = fuzzFile('account');
const DEMO: SessionUser = { userId: 1001, addressId: 2001, email: 'demo@example.com' };
const session = fakeSession(DEMO);
const emailChanges = sqliteEmailChanges(openShopDb(':memory:'));
const deps = {
  user: session.source,
  limiter: limits.limiter(PROFILE_RATE_LIMIT),
  origin: () => 'http://127.0.0.1:3000',
  erp: {
    readCustomer: people.readCustomer,
    readAddress: people.readAddress,
    findCustomerByEmail: people.findCustomerByEmail,
    updateProfile: people.updateProfile,
    updateAddress: people.updateAddress,
  },
  refreshSession: vi.fn(async () => {}),
  emailChange: {
    passwordLimiter: limits.limiter(PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT),
    changes: () => emailChanges,
    notices: { mail: vi.fn(async () => {}), defer: () => {} },
    siteUrl: () => 'http://127.0.0.1:3000',
  },
};
const profile = profileHandlers(deps);
const address = addressHandlers(deps);

const text = (min: number, max: number) =>
  fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);
const phone = fc.constantFrom('+357 99 123456', '99123456', '(357) 99-12-34-56', '+44 20 7946 0958');

const common = {
  maxBytes: PROFILE_MAX_BODY_BYTES,
  sameOrigin: true,
  session: session.cookie,
  gate: session.signedIn,
  reset: limits.reset,
  writes: () => erp.writes.length,
};

describe('the account routes under fuzzing', () => {
  it('PUT /api/account/profile', async () => {
    await fuzzBodyRoute({
      ...common,
      name: 'profile',
      path: '/api/account/profile',
      method: 'PUT',
      handler: session.wrap(profile.PUT),
      // A new email needs the current password (the demo customer's; each valid case is a scrypt).
      valid: fc.record(
        {
          firstName: text(1, 30),
          lastName: text(1, 30),
          email: emailArb,
          phone,
          currentPassword: fc.constant('demo1234'),
        },
        { requiredKeys: ['firstName', 'lastName', 'email', 'currentPassword'] },
      ),
      schema: profileSchema,
      echo: () => ['demo1234'],
      then: (answer, valid) => {
        if (!valid) return;
        expect([200, 400, 409]).toContain(answer.status);
        // Valid by the schema, but a new email without the right password: the route says so.
        if (answer.status === 400) expect(answer.text).toMatch(/"code":"(password_required|wrong_password)"/);
      },
      seed: SEED,
      numRuns: 500,
    });
  });

  it('PUT /api/account/address', async () => {
    await fuzzBodyRoute({
      ...common,
      name: 'address',
      path: '/api/account/address',
      method: 'PUT',
      handler: session.wrap(address.PUT),
      valid: fc.record(
        {
          address: text(5, 60),
          city: text(2, 30),
          state: text(2, 30),
          zip: text(4, 10),
          country: text(2, 30),
          phone,
        },
        { requiredKeys: ['address', 'city', 'zip', 'phone'] },
      ),
      schema: addressSchema,
      then: (answer, valid) => {
        if (valid) expect(answer.status).toBe(200);
      },
      seed: SEED + 1,
      numRuns: 500,
    });
  });

  it('GET /api/account/profile and /api/account/orders?page=… with hostile queries', async () => {
    const orders = ordersHandlers({ user: session.source, listOrders, readOrder });
    const getProfile = session.wrap(() => profile.GET(getRequest('/api/account/profile')));
    const getOrders = session.wrap(orders.GET);
    await fuzz(
      'GET /api/account/profile + /api/account/orders',
      fc.tuple(queryArb(fc.constant([['page', '1']]), ['page']), headersArb, session.cookie),
      async ([query, h, cookie]) => {
        const before = erp.writes.length;
        const me = await checkAnswer(
          await getProfile(buildRequest('GET', '/api/account/profile', h, undefined, { cookie })),
        );
        expect(me.status).toBe(cookie ? 200 : 401);
        const list = await checkAnswer(
          await getOrders(buildRequest('GET', `/api/account/orders?${query}`, h, undefined, { cookie })),
        );
        expect(cookie ? [200, 400] : [401]).toContain(list.status);
        expect(erp.writes.length).toBe(before);
      },
      { seed: SEED + 2, numRuns: 250 },
    );
  });

  it('GET /api/account/orders/[id] with hostile ids', async () => {
    const GET = session.wrap(
      orderHandlers({ user: session.source, listOrders, readOrder, returnsOf: async () => [] }).GET,
    );
    const id = fc.oneof(
      fc.stringMatching(/^[0-9]{1,20}$/),
      hostileString.map((s) => s.slice(0, 2_000)),
      fc.constantFrom('0', '-1', '1e3', '0x10', '9007199254740993', '1.0', ' 1', '%2e%2e', '..', '__proto__'),
    );
    await fuzz(
      'GET /api/account/orders/[id]',
      fc.tuple(id, headersArb, session.cookie),
      async ([orderId, h, cookie]) => {
        const request = buildRequest('GET', '/api/account/orders/x', h, undefined, { cookie });
        const answer = await checkAnswer(await GET(request, { params: Promise.resolve({ id: orderId }) }));
        expect(cookie ? [200, 404] : [401]).toContain(answer.status);
      },
      { seed: SEED + 3, numRuns: 500 },
    );
  });
});
