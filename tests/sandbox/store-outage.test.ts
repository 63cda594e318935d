// PostgreSQL and Redis gone mid-run, through the app's own route modules (DATABASE_URL and
// REDIS_URL set, a real PostgreSQL and a real redis-server, the sandbox ERP and JCC gateway): every
// route that needs the database answers 503 with a clear message and writes nothing, the return
// from the gateway marks nothing and sends the shopper to 'we are confirming your payment', the
// order confirmation page throws the friendly error, the catalogue keeps serving, and the same
// requests succeed once PostgreSQL is back, with no restart. Redis gone: sign-in still answers
// (rate limits count in memory) and Redis is used again when it is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/checkout-schema';
import { PAYMENT_RETURN_MESSAGES } from '@/lib/checkout/payment-messages';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';
import { STORE_UNAVAILABLE } from '@/tests/helpers/http-texts';
import { FRESH_MS } from '@/server/account/revocation-cache';
import { orderInput } from '../unit/orders/fakes';
import { startTestRedis } from '../helpers/redis-server';
import { startTestPg, type TestPg } from '../store/pg-server';
import { startTestSandbox, type TestSandbox } from './helpers';
import type { StockedLine } from './sandbox-orders';
import { CARDS, GOOD_CARD, startTestJcc, type TestJcc } from './jcc-helpers';

// currentUser() reads Next's cookie jar: here, the cookies of the request under test.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      set: () => undefined,
    }),
  headers: () => Promise.resolve(new Headers()),
}));
// The route modules run here outside a Next request, so after() (the return's mail behind the
// redirect) has no request to wait for: the work just runs.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (work: Promise<unknown>) => void work,
}));

const ORIGIN = 'http://shop.test';
let postgres: TestPg;
let erp: TestSandbox;
let jcc: TestJcc;
const redis = startTestRedis();
let dataDir: string;
let dbUrl: string;
let line: StockedLine;

beforeAll(async () => {
  [postgres, erp, jcc] = await Promise.all([
    startTestPg(),
    startTestSandbox({ seedItems: 40, seed: 7 }),
    startTestJcc(),
    redis.start(),
  ]);
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE shop_outage');
  await admin.end();
  dbUrl = postgres.url.replace(/\/postgres$/, '/shop_outage');
  dataDir = mkdtempSync(join(tmpdir(), 'shop-outage-'));
  vi.stubEnv('DATABASE_URL', dbUrl);
  vi.stubEnv('REDIS_URL', redis.url);
  vi.stubEnv('SHOP_DATA_DIR', dataDir);
  vi.stubEnv('ERP_BASE_URL', erp.url);
  vi.stubEnv('SANDBOX_JCC_PORT', new URL(jcc.restUrl).port);
  vi.stubEnv('SITE_URL', ORIGIN);
  const held = globalThis as Record<string, unknown>;
  for (const key of ['__shopStores', '__shopDb', '__sharedState']) delete held[key];
  vi.resetModules();

  // Imported after the environment is in place, as the route modules are.
  line = await (await import('./sandbox-orders')).inStockLine(erp);
}, 90_000);

afterAll(async () => {
  (globalThis as { __sharedState?: { close(): void } }).__sharedState?.close();
  await Promise.all([postgres?.remove(), erp?.stop(), jcc?.close(), redis.stop()]);
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request from the shop's own pages, with the session cookie when there is one. */
function request(method: string, path: string, body?: unknown, cookie?: string): Request {
  jar.clear();
  for (const part of cookie?.split('; ') ?? []) {
    const [name, value] = part.split('=');
    jar.set(name, value);
  }
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': '203.0.113.7' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

type Handler = (request: Request) => Promise<Response>;
// The app's route modules, imported after the environment above is in place.
const ROUTES = {
  'auth/login': () => import('@/app/api/auth/login/route'),
  'auth/session': () => import('@/app/api/auth/session/route'),
  'auth/reset': () => import('@/app/api/auth/reset/route'),
  favourites: () => import('@/app/api/favourites/route'),
  checkout: () => import('@/app/api/checkout/route'),
  'checkout/return': () => import('@/app/api/checkout/return/route'),
  contact: () => import('@/app/api/contact/route'),
  newsletter: () => import('@/app/api/newsletter/route'),
  navigation: () => import('@/app/api/navigation/route'),
};
const route = async <T>(path: keyof typeof ROUTES) => (await ROUTES[path]()) as unknown as T;

async function count(table: string): Promise<number> {
  const client = new pg.Client(dbUrl);
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}
async function orderState(id: string): Promise<string> {
  const client = new pg.Client(dbUrl);
  await client.connect();
  try {
    return (await client.query('SELECT state FROM orders WHERE id = $1', [id])).rows[0].state as string;
  } finally {
    await client.end();
  }
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

async function signIn(): Promise<string> {
  const { POST } = await route<{ POST: Handler }>('auth/login');
  const res = await POST(
    request('POST', '/api/auth/login', { email: 'demo@example.com', password: 'demo1234' }),
  );
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((c) => c.startsWith('session='))!;
  return set.split(';')[0];
}

const checkoutBody = (key: string) => ({
  ...orderInput({ lines: [line] }),
  idempotencyKey: key,
});

async function checkout(key: string) {
  const { POST } = await route<{ POST: Handler }>('checkout');
  return POST(request('POST', '/api/checkout', checkoutBody(key)));
}

async function gatewayReturn(gatewayId: string) {
  const { GET } = await route<{ GET: Handler }>('checkout/return');
  return GET(request('GET', `/api/checkout/return?orderId=${gatewayId}`));
}

describe('PostgreSQL gone mid-run', () => {
  it('answers 503 where the database is needed, keeps the catalogue, and recovers by itself', async () => {
    const session = await signIn();
    // An order placed and paid on the card page while the database is up; the shopper's return
    // from the gateway comes while it is down.
    const placed = await checkout('0b0c4a1e-7a53-4d7c-9a59-4b4f0c5e9a01');
    expect(placed.status).toBe(200);
    const { orderId, redirectUrl } = (await placed.json()) as { orderId: string; redirectUrl: string };
    const paid = await jcc.pay(redirectUrl, { ...GOOD_CARD, cardNumber: CARDS.success, action: 'pay' });
    const gatewayId = new URL(paid.location!).searchParams.get('orderId')!;
    const [orders, messages, subscribers] = await Promise.all(
      ['orders', 'contact_messages', 'newsletter_subscribers'].map(count),
    );

    await postgres.stop();
    // A session read within the last FRESH_MS is still trusted from this node's revocation cache
    // (server/account/revocation-cache.ts); after that the database is needed again.
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 50));

    const started = Date.now();
    const { GET: sessionGet } = await route<{ GET: Handler }>('auth/session');
    const sessionDown = await sessionGet(request('GET', '/api/auth/session', undefined, session));
    expect(sessionDown.status).toBe(503);
    expect(await errorOf(sessionDown)).toEqual({ code: 'unavailable', message: STORE_UNAVAILABLE.message });
    // No hanging on a server that is not there: a refused connection fails at once.
    expect(Date.now() - started).toBeLessThan(3_000);

    const { POST: login } = await route<{ POST: Handler }>('auth/login');
    const loginDown = await login(
      request('POST', '/api/auth/login', { email: 'demo@example.com', password: 'demo1234' }),
    );
    expect(loginDown.status).toBe(503);
    expect(loginDown.headers.getSetCookie()).toEqual([]);

    const { GET: favourites } = await route<{ GET: Handler }>('favourites');
    const favouritesDown = await favourites(request('GET', '/api/favourites', undefined, session));
    expect(favouritesDown.status).toBe(503);
    expect((await errorOf(favouritesDown)).code).toBe('unavailable');

    const { POST: reset } = await route<{ POST: Handler }>('auth/reset');
    const resetDown = await reset(
      request('POST', '/api/auth/reset', {
        token: 'a'.repeat(43),
        newPassword: 'Another-pass-2',
        confirmPassword: 'Another-pass-2',
      }),
    );
    expect(resetDown.status).toBe(503);

    const checkoutDown = await checkout('0b0c4a1e-7a53-4d7c-9a59-4b4f0c5e9a02');
    expect(checkoutDown.status).toBe(503);
    expect(await errorOf(checkoutDown)).toEqual({
      code: 'unavailable',
      message: CHECKOUT_MESSAGES.unavailable,
    });

    const { POST: contact } = await route<{ POST: Handler }>('contact');
    const contactDown = await contact(
      request('POST', '/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Sizes',
        message: 'Do you have the linen shirt in XL?',
      }),
    );
    expect(contactDown.status).toBe(503);
    const { POST: newsletter } = await route<{ POST: Handler }>('newsletter');
    const newsletterDown = await newsletter(request('POST', '/api/newsletter', { email: 'bo@example.com' }));
    expect(newsletterDown.status).toBe(503);

    // The return marks nothing: 'we are confirming your payment', for the job to settle later.
    const returnDown = await gatewayReturn(gatewayId);
    expect(returnDown.status).toBe(303);
    expect(returnDown.headers.get('location')).toBe(`${ORIGIN}/order-confirmation?pending=1`);

    // …which says so without touching the database.
    const page = (await import('@/app/order-confirmation/page')).default;
    jar.clear();
    const confirming = renderToStaticMarkup(await page({ searchParams: Promise.resolve({ pending: '1' }) }));
    expect(confirming).toContain(PAYMENT_RETURN_MESSAGES.confirmingLater);
    // An order's confirmation throws the error app/error.tsx words for an outage.
    await expect(page({ searchParams: Promise.resolve({ order: orderId }) })).rejects.toMatchObject({
      digest: STORE_UNAVAILABLE_DIGEST,
    });

    // The catalogue does not need the database.
    const { GET: navigation } = await route<{ GET: () => Promise<Response> }>('navigation');
    expect((await navigation()).status).toBe(200);

    await postgres.start();

    // Nothing was half-written while it was down, and the paid order is still pending.
    expect(await Promise.all(['orders', 'contact_messages', 'newsletter_subscribers'].map(count))).toEqual([
      orders,
      messages,
      subscribers,
    ]);
    expect(await orderState(orderId)).toBe('pending');

    // The same requests succeed on the same process: the pool reconnects by itself.
    const sessionUp = await sessionGet(request('GET', '/api/auth/session', undefined, session));
    expect(sessionUp.status).toBe(200);
    expect(((await sessionUp.json()) as { user: { email: string } }).user.email).toBe('demo@example.com');
    expect((await favourites(request('GET', '/api/favourites', undefined, session))).status).toBe(200);
    expect(await signIn()).toMatch(/^session=/);
    expect((await checkout('0b0c4a1e-7a53-4d7c-9a59-4b4f0c5e9a02')).status).toBe(200);
    expect((await newsletter(request('POST', '/api/newsletter', { email: 'bo@example.com' }))).status).toBe(
      200,
    );
    const returnUp = await gatewayReturn(gatewayId);
    expect(returnUp.headers.get('location')).toBe(`${ORIGIN}/order-confirmation?order=${orderId}`);
    expect(await orderState(orderId)).toBe('sent');
    expect(await count('orders')).toBe(orders + 1);
  }, 60_000);
});

describe('Redis gone mid-run', () => {
  const keys = async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    try {
      return await client.keys('*');
    } finally {
      client.disconnect();
    }
  };

  it('signs in with rate limits counted in memory, and uses Redis again once it is back', async () => {
    await signIn();
    expect((await keys()).length).toBeGreaterThan(0);

    await redis.stop();
    const started = Date.now();
    expect(await signIn()).toMatch(/^session=/);
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start();
    // ioredis reconnects on its own (back-off at most 1 s); the next sign-in counts there again.
    await vi.waitFor(
      async () => {
        await signIn();
        expect((await keys()).length).toBeGreaterThan(0);
      },
      // At most ten more sign-ins: the address's limit is 20 per 15 minutes for the whole file.
      { timeout: 10_000, interval: 1_000 },
    );
  }, 30_000);
});
