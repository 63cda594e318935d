import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import type { Order } from '@/lib/account/types';
import type { Product } from '@/lib/types';
import { ErpError } from '@/server/erp/errors';
import type { ReturnMailContent } from '@/server/mail/return-mail';
import { returnsHandler, type ReturnsRouteDeps } from '@/server/returns/returns-route';
import { sqliteReturnRequests } from '@/server/returns/store';
import { openShopDb } from '@/server/store/db';
import { makeProduct } from '../components/fixtures';
import { as, DEMO, errorOf, jsonRequest, limiter, MARIA, ORIGIN } from '../../helpers/account-routes';

const log = captureLog();

// POST /api/account/orders/[id]/returns with fakes for the ERP and the mail: who may ask, what the
// server checks again (the order, each line's eligibility, the quantity), and what is stored and mailed.

const NOW = new Date('2026-11-20T10:00:00+02:00');
const line = (id: number, productId: number | null, code: string, quantity = 1) => ({
  id,
  productId,
  code,
  name: `Item ${code}`,
  quantity,
  unitPriceCents: 2000,
  totalCents: 2000 * quantity,
  colour: 'BLACK',
  size: 'M',
});
const ORDER: Order = {
  id: 50006,
  reference: 'RUCK-3F2A9C1E7B4D',
  erpReference: 'W0050006',
  shopOrderId: '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e',
  date: '2026-11-16',
  createdAt: '2026-11-16T10:22',
  totalCents: 6300,
  status: 'Delivered',
  statusTone: 'delivered',
  lines: [line(1, 9, 'TEE', 2), line(2, 10, 'SWIM'), line(3, null, 'DELIVERY')],
};
const PRODUCTS: Record<number, Product> = {
  9: makeProduct({ id: 9, category: { id: 1, name: 'Crew Neck' } }),
  10: makeProduct({ id: 10, category: { id: 2, name: 'Swim Shorts' } }),
};

function setup(over: Partial<ReturnsRouteDeps> = {}, order: Order = ORDER) {
  const store = sqliteReturnRequests(openShopDb(':memory:'), () => NOW.getTime());
  const mailed: { to: string; content: ReturnMailContent }[] = [];
  const deps: ReturnsRouteDeps = {
    user: as(DEMO),
    limiter: limiter(),
    origin: () => ORIGIN,
    readOrder: async (id) =>
      id === order.id
        ? { ok: true, data: { ownerId: DEMO.userId, order } }
        : { ok: false, error: new ErpError('not_found', '$TableRead', 'no record') },
    readItem: async (id) =>
      PRODUCTS[id]
        ? { ok: true, data: PRODUCTS[id] }
        : { ok: false, error: new ErpError('not_found', '$TableRead', 'no record') },
    returns: () => store,
    mail: async (to, content) => void mailed.push({ to, content }),
    now: () => NOW,
    ...over,
  };
  const post = (body: unknown, id: string | number = order.id, headers: Record<string, string> = {}) =>
    returnsHandler(deps)(jsonRequest('POST', `/api/account/orders/${id}/returns`, body, headers), {
      params: Promise.resolve({ id: String(id) }),
    });
  return { store, mailed, post };
}

const good = { lines: [{ lineId: 1, quantity: 2 }], reason: 'Does not fit', note: 'Too small' };

afterEach(() => vi.restoreAllMocks());

describe('POST /api/account/orders/[id]/returns', () => {
  it('stores the request, mails the customer once and answers 201 privately', async () => {
    const { store, mailed, post } = setup();
    const r = await post(good);
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await r.json()) as { requests: { lineId: number; quantity: number }[]; mailed: boolean };
    expect(answer.mailed).toBe(true);
    expect(answer.requests).toMatchObject([
      { lineId: 1, quantity: 2, reason: 'Does not fit', status: 'requested' },
    ]);
    expect(await store.forOrder(DEMO.userId, ORDER.id)).toHaveLength(1);
    expect(mailed).toEqual([
      {
        to: 'demo@example.com',
        content: {
          reference: 'RUCK-3F2A9C1E7B4D',
          lines: [{ name: 'Item TEE', colour: 'BLACK', size: 'M', quantity: 2 }],
          reason: 'Does not fit',
          note: 'Too small',
          locale: 'en',
        },
      },
    ]);
  });

  it('answers and mails in Greek when the shopper reads the shop in Greek', async () => {
    const { post, mailed } = setup();
    const greek = { cookie: 'lang=el' };
    const cases: [unknown, string][] = [
      [{ ...good, lines: [{ lineId: 2, quantity: 1 }] }, 'Item SWIM: Αυτό το είδος δεν μπορεί να επιστραφεί'],
      [{ ...good, lines: [{ lineId: 999, quantity: 1 }] }, 'Αυτό το είδος δεν ανήκει στην παραγγελία.'],
      [{ ...good, lines: [{ lineId: 1, quantity: 3 }] }, 'Item TEE: μπορείτε να επιστρέψετε το πολύ 2.'],
      [{ ...good, lines: [] }, 'Επιλέξτε τουλάχιστον ένα είδος για επιστροφή'],
    ];
    for (const [body, message] of cases)
      expect((await errorOf(await post(body, ORDER.id, greek))).message).toContain(message);
    expect((await post(good, ORDER.id, greek)).status).toBe(201);
    expect(mailed.map((m) => m.content.locale)).toEqual(['el']);
    const again = await post(good, ORDER.id, greek);
    expect((await errorOf(again)).message).toBe('Item TEE: Έχει ήδη ζητηθεί επιστροφή για αυτό το είδος.');
  });

  it('answers 401 to a guest and 403 to another site', async () => {
    const guest = setup({ user: as(null) });
    const r = await guest.post(good);
    expect(r.status).toBe(401);
    expect(await errorOf(r)).toEqual({ code: 'unauthorized', message: 'Sign in required' });
    const { post } = setup();
    expect((await post(good, ORDER.id, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it("answers 404 for another customer's order, a missing one and a malformed id", async () => {
    const { post, store } = setup({ user: as(MARIA) });
    for (const id of [ORDER.id, 99_999, 'abc']) {
      const r = await post(good, id);
      expect(r.status).toBe(404);
      expect(await errorOf(r)).toEqual({ code: 'not_found', message: 'Order not found' });
    }
    expect(await store.forOrder(MARIA.userId, ORDER.id)).toEqual([]);
  });

  it('refuses a final-sale line, the delivery line, a line of another order and a quantity over the line', async () => {
    const { post, store, mailed } = setup();
    const cases: [unknown, string][] = [
      [{ lineId: 2, quantity: 1 }, 'Item SWIM: This item cannot be returned'],
      [{ lineId: 3, quantity: 1 }, 'This line is not an item'],
      [{ lineId: 999, quantity: 1 }, 'This item is not part of the order.'],
      [{ lineId: 1, quantity: 3 }, 'Item TEE: you can return at most 2.'],
    ];
    for (const [asked, message] of cases) {
      const r = await post({ ...good, lines: [asked] });
      expect(r.status).toBe(422);
      expect((await errorOf(r)).message).toContain(message);
    }
    expect(await store.forOrder(DEMO.userId, ORDER.id)).toEqual([]);
    expect(mailed).toEqual([]);
  });

  it('refuses an order that is not delivered, or out of its window, from the ERP’s own order', async () => {
    const shipped = setup({}, { ...ORDER, status: 'Shipped', statusTone: 'shipped' });
    expect((await errorOf(await shipped.post(good))).message).toContain('Only delivered orders');
    const old = setup({}, { ...ORDER, date: '2026-10-01' });
    expect((await errorOf(await old.post(good))).message).toContain(
      'The return window for this order has closed.',
    );
  });

  it('refuses a second request for the same line', async () => {
    const { post, mailed } = setup();
    expect((await post(good)).status).toBe(201);
    const again = await post({ ...good, lines: [{ lineId: 1, quantity: 1 }] });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).message).toContain('A return has already been requested for this item.');
    expect(mailed).toHaveLength(1);
  });

  it('refuses tampered bodies: extra fields, unknown reasons, long notes, repeated lines', async () => {
    const { post, store } = setup();
    for (const body of [
      { ...good, userId: MARIA.userId },
      { ...good, lines: [{ lineId: 1, quantity: 1, priceCents: 1 }] },
      { ...good, reason: 'Free money' },
      { ...good, note: 'x'.repeat(501) },
      { ...good, lines: [] },
      {
        ...good,
        lines: [
          { lineId: 1, quantity: 1 },
          { lineId: 1, quantity: 1 },
        ],
      },
      { ...good, lines: [{ lineId: 1, quantity: 0 }] },
    ]) {
      const r = await post(body);
      expect(r.status).toBe(400);
      expect((await errorOf(r)).code).toBe('invalid');
    }
    expect(await store.forOrder(DEMO.userId, ORDER.id)).toEqual([]);
  });

  it('keeps the request when the mail fails, and logs without the address', async () => {
    const { post, store } = setup({ mail: async () => Promise.reject(new Error('SMTP down')) });
    const r = await post(good);
    expect(r.status).toBe(201);
    expect(((await r.json()) as { mailed: boolean }).mailed).toBe(false);
    expect(await store.forOrder(DEMO.userId, ORDER.id)).toHaveLength(1);
    expect(log.at('error')).toEqual([expect.objectContaining({ area: 'returns', order: 'W0050006' })]);
    expect(log.text()).not.toContain('demo@example.com');
  });

  it('answers 503 when the catalogue cannot be read, and stores nothing', async () => {
    const { post, store } = setup({
      readItem: async () => ({ ok: false, error: new ErpError('unavailable', '$TableRead', 'down') }),
    });
    expect((await post(good)).status).toBe(503);
    expect(await store.forOrder(DEMO.userId, ORDER.id)).toEqual([]);
  });

  it('answers 429 once the account has used its allowance', async () => {
    const { post } = setup({ limiter: limiter(1) });
    expect((await post({ ...good, reason: 'nope' })).status).toBe(400);
    expect((await post(good)).status).toBe(429);
  });
});
