import { describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import type { Order } from '@/lib/account/types';
import type { SessionUser } from '@/server/account/session';
import { orderHandlers, ordersHandlers } from '@/server/account/orders-route';
import { ErpError } from '@/server/erp/errors';
import { listOrders, readOrder } from '@/server/erp/orders';
import { UNAVAILABLE } from '@/tests/helpers/http-texts';
import { as, DEMO, errorOf, liveSandbox, MARIA, ORIGIN } from '../../helpers/account-routes';

liveSandbox();
const log = captureLog();

const deps = (user: SessionUser | null) => ({
  user: as(user),
  listOrders,
  readOrder,
  returnsOf: () => Promise.resolve([]),
});
const page = (user: SessionUser | null, query = '') =>
  ordersHandlers(deps(user)).GET(new Request(`${ORIGIN}/api/account/orders${query}`));
const one = (user: SessionUser | null, id: string | number) =>
  orderHandlers(deps(user)).GET(new Request(`${ORIGIN}/api/account/orders/${id}`), {
    params: Promise.resolve({ id: String(id) }),
  });
type Page = { orders: Order[]; page: number; pageCount: number; total: number };

describe('GET /api/account/orders', () => {
  it('answers 401 to a guest', async () => {
    const r = await page(null);
    expect(r.status).toBe(401);
    expect(await errorOf(r)).toEqual({ code: 'unauthorized', message: 'Sign in required' });
    expect((await one(null, 50001)).status).toBe(401);
  });

  it("pages the demo customer's 28 orders 20 at a time, newest first, in cents", async () => {
    const first = await page(DEMO);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const p1 = (await first.json()) as Page;
    const p2 = (await (await page(DEMO, '?page=2')).json()) as Page;
    const p3 = (await (await page(DEMO, '?page=3')).json()) as Page;
    expect([p1.total, p1.pageCount, p1.orders.length, p2.orders.length, p3.orders.length]).toEqual([
      28, 2, 20, 8, 0,
    ]);
    const all = [...p1.orders, ...p2.orders];
    expect(new Set(all.map((o) => o.id)).size).toBe(28);
    const stamps = all.map((o) => o.createdAt ?? o.date);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['Delivered', 'Shipped', 'Processing', 'Cancelled']),
    );
    for (const order of all) {
      expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(order.totalCents)).toBe(true);
      expect(order.lines.length).toBeGreaterThan(0);
      for (const line of order.lines) {
        expect(line.quantity).toBeGreaterThan(0);
        expect(Number.isInteger(line.unitPriceCents) && Number.isInteger(line.totalCents)).toBe(true);
      }
    }
  });

  it('answers 503 unavailable when the ERP cannot list the orders', async () => {
    const down = ordersHandlers({
      ...deps(DEMO),
      listOrders: async () => ({ ok: false, error: new ErpError('unavailable', '$TableGetView', 'down') }),
    });
    const r = await down.GET(new Request(`${ORIGIN}/api/account/orders`));
    expect(r.status).toBe(503);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(await errorOf(r)).toEqual({ code: 'unavailable', message: UNAVAILABLE });
  });

  it('refuses a bad page number (400)', async () => {
    for (const q of ['?page=0', '?page=-1', '?page=x', '?page=1&userId=1003']) {
      const r = await page(DEMO, q);
      expect(r.status).toBe(400);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('GET /api/account/orders/[id]', () => {
  it("answers one of the user's orders with its lines", async () => {
    const listed = (await (await page(DEMO)).json()) as Page;
    const r = await one(DEMO, listed.orders[0].id);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const { order, returns } = (await r.json()) as { order: Order; returns: unknown[] };
    expect(returns).toEqual([]);
    expect(order.id).toBe(listed.orders[0].id);
    expect(order.lines.length).toBe(listed.orders[0].lines.length);
    expect(order.lines.every((l) => l.quantity > 0)).toBe(true);
  });

  it("answers 404 for another customer's order, a missing one and a malformed id", async () => {
    const maria = await listOrders(MARIA.userId);
    if (!maria.ok) throw maria.error;
    expect(maria.data.length).toBeGreaterThan(0);
    for (const id of [maria.data[0].id, 99_999_999, 'abc', '0']) {
      const r = await one(DEMO, id);
      expect(r.status).toBe(404);
      expect(await errorOf(r)).toEqual({ code: 'not_found', message: 'Order not found' });
    }
    expect((await one(MARIA, maria.data[0].id)).status).toBe(200);
  });

  it("logs a request for another customer's order as foreign_record, and a missing one not", async () => {
    const maria = await listOrders(MARIA.userId);
    if (!maria.ok) throw maria.error;
    const r = await orderHandlers(deps(DEMO)).GET(
      new Request(`${ORIGIN}/api/account/orders/${maria.data[0].id}`, {
        headers: { 'x-forwarded-for': '198.51.100.9' },
      }),
      { params: Promise.resolve({ id: String(maria.data[0].id) }) },
    );
    expect(r.status).toBe(404);
    expect((await one(DEMO, 99_999_999)).status).toBe(404);
    expect(log.filter({ security: true })).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'foreign_record',
        outcome: 'refused',
        user: DEMO.userId,
        ip: '198.51.100.9',
        route: `/api/account/orders/${maria.data[0].id}`,
        reason: 'order',
      }),
    ]);
  });
});
