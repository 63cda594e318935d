import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CartQuote } from '@/lib/cart/quote';

vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
// The route's limiter counts in the shop's database: a throw-away one for this file.
const shopDataDir = mkdtempSync(join(tmpdir(), 'quote-route-'));
vi.stubEnv('SHOP_DATA_DIR', shopDataDir);
const { POST } = await import('@/app/api/cart/quote/route');
const { clearCache } = await import('@/server/catalogue/cache');
const { QUOTE_RATE_LIMIT } = await import('@/server/http/rate-limits');
const { shopDb } = await import('@/server/runtime/stores');

const ERP = 'http://erp.test:8080';
const items: Record<number, unknown> = {
  7: { $$position: 7, code: 'A1', name: 'Tee', price: '15,00', sizes: 'S\tM', _colors: 'BLACK' },
  8: { $$position: 8, code: 'A2', name: 'Cap', price: '20,00', webprice: '12,50', discount: 30 },
};
const stock: Record<string, unknown> = { A1: { 'BLACK;S': 0, 'BLACK;M': 4 }, A2: { ';': 1 } };
let erpDown = false;
/** A record the ERP refuses to read (HTTP 401), as with a bad token. */
const REFUSED = 66;
const server = setupServer(
  http.get(`${ERP}/$TableGetView`, () =>
    erpDown
      ? new HttpResponse(null, { status: 503 })
      : HttpResponse.json([{ $$position: 1, code: 'BLK', name: 'BLACK', webname: 'Black' }]),
  ),
  http.get(`${ERP}/$TableRead`, ({ request }) => {
    if (erpDown) return new HttpResponse(null, { status: 503 });
    const record = Number(new URL(request.url).searchParams.get('record'));
    if (record === REFUSED) return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
    const item = items[record];
    return item ? HttpResponse.json(item) : HttpResponse.json({ error: 'Record not found' }, { status: 404 });
  }),
  http.get(`${ERP}/$PosGetStock`, ({ request }) =>
    HttpResponse.json(stock[new URL(request.url).searchParams.get('code')!] ?? {}),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  erpDown = false;
  clearCache();
});
afterAll(() => {
  server.close();
  shopDb().close();
  rmSync(shopDataDir, { recursive: true, force: true });
});

// Each request from its own client IP unless a test says otherwise, so the rate limit only
// shows where a test asks for it.
let requests = 0;
const post = (body: unknown, ip = `203.0.113.${++requests % 250}`) =>
  POST(
    new Request('http://shop.test/api/cart/quote', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const line = (over: Record<string, unknown> = {}) => ({
  id: 7,
  size: 'M',
  color: 'Black',
  quantity: 1,
  priceCents: 1500,
  ...over,
});

describe('POST /api/cart/quote', () => {
  it('re-prices from the catalogue even when the browser sent lower prices, and totals with shipping', async () => {
    const res = await post({
      lines: [
        line({ quantity: 2, priceCents: 1 }),
        line({ id: 8, size: 'ONE SIZE', color: 'DEFAULT', priceCents: 1250 }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const quote = (await res.json()) as CartQuote;
    expect(
      quote.lines.map((l) => [l.status, l.unitPriceCents, l.lineTotalCents, l.previousPriceCents]),
    ).toEqual([
      ['price_changed', 1500, 3000, 1],
      ['ok', 1250, 1250, null],
    ]);
    expect(quote.totals).toEqual({
      count: 3,
      subtotalCents: 4250,
      shippingCents: 300,
      totalCents: 4550,
      freeShippingRemainingCents: 750,
    });
  });

  it('reports sold-out, over-stock and vanished products per line, and leaves them out of the totals', async () => {
    const res = await post({ lines: [line({ size: 'S' }), line({ quantity: 6 }), line({ id: 99 })] });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as CartQuote;
    expect(quote.lines.map((l) => [l.status, l.reason, l.available])).toEqual([
      ['unavailable', 'sold_out', 0],
      ['insufficient_stock', null, 4],
      ['unavailable', 'not_found', null],
    ]);
    expect(quote.totals.subtotalCents).toBe(6000);
  });

  it("marks a line the ERP refused to read (401) 'unreachable', never 'not_found'", async () => {
    const res = await post({ lines: [line(), line({ id: REFUSED })] });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as CartQuote;
    expect(quote.lines.map((l) => [l.status, l.reason])).toEqual([
      ['ok', null],
      ['unavailable', 'unreachable'],
    ]);
  });

  it('answers 400 bad_request for a body that is not JSON', async () => {
    const res = await post('{lines:');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'The request is not valid JSON.' },
    });
  });

  it.each([
    ['a missing lines field', {}],
    ['an unknown field', { lines: [], extra: 1 }],
    ['an unknown line field', { lines: [line({ name: 'x' })] }],
    ['quantity 0', { lines: [line({ quantity: 0 })] }],
    ['quantity 11', { lines: [line({ quantity: 11 })] }],
    ['a negative id', { lines: [line({ id: -1 })] }],
    ['a fractional price', { lines: [line({ priceCents: 1.5 })] }],
    ['a 61-character colour', { lines: [line({ color: 'x'.repeat(61) })] }],
    ['51 lines', { lines: Array.from({ length: 51 }, (_, i) => line({ id: i + 1 })) }],
    ['a repeated line', { lines: [line(), line()] }],
  ])('answers 400 invalid, naming the field, for %s', async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string; fields: object } };
    expect(json.error.code).toBe('invalid');
    expect(json.error.message).toEqual(expect.any(String));
    expect(Object.values(json.error.fields)).toContain(json.error.message);
  });

  it('answers 413 for a body over 32 KiB, before reading it as JSON', async () => {
    const res = await post({ lines: [], pad: 'x'.repeat(33 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'too_large', message: 'The request is too large.' } });
  });

  it(`limits each client IP to ${QUOTE_RATE_LIMIT.points} quotes a minute: then 429 with Retry-After`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < QUOTE_RATE_LIMIT.points; i++)
      expect((await post({ lines: [] }, ip)).status).toBe(200);
    const refused = await post({ lines: [line()] }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    expect((await post({ lines: [] }, '198.51.100.8')).status).toBe(200);
  });

  it('answers 503 with the error shape when the ERP is unreachable for every line', async () => {
    erpDown = true;
    const res = await post({ lines: [line(), line({ id: 8, size: 'ONE SIZE', color: 'DEFAULT' })] });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      error: { code: 'unavailable', message: expect.any(String) as string },
    });
  });
});
