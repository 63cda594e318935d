import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrderPayload, type OrderPayloadInput } from '@/server/erp/transforms/order-payload';
import { startErpSandbox } from '@/sandbox/erp/server.mjs';
import {
  deliveryOptions,
  findVoucher,
  ORDER_NOT_SENT,
  ORDER_REJECTED,
  OrderError,
  processWebOrder,
} from '@/server/erp/checkout';
import { listOrders } from '@/server/erp/orders';

/** The checkout contract against a fresh sandbox ERP, default or strict (sandbox/erp/strict.mjs). */
export function checkoutContract({ strict }: { strict: boolean }) {
  // The checkout adapter against the live sandbox over HTTP.
  let sandbox: { url: string; close(): Promise<void> };
  let dataDir: string;
  let itemCode: string;

  const faults = (body: object) =>
    fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'erp-checkout-'));
    sandbox = await startErpSandbox({ port: 0, dataDir, seedItems: 60, seed: 7, quiet: true, strict });
    vi.stubEnv('ERP_BASE_URL', sandbox.url);
    const items = (await (await fetch(`${sandbox.url}/$TableGetView?system=pos&file=item`)).json()) as {
      code: string;
    }[];
    itemCode = items[0].code;
  }, 60_000);

  afterAll(async () => {
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await faults({});
  });

  let counter = 0;
  const payload = (over: Partial<OrderPayloadInput> = {}) =>
    buildOrderPayload({
      orderId: `CONTRACT-${++counter}`,
      now: new Date('2026-11-23T10:05:00Z'),
      delivery: 'AKIS EXPRESS COURIER',
      note: '',
      customer: {
        kind: 'registered',
        email: 'demo@example.com',
        phone: '+357 99 123456',
        addr1: '12 Makariou III Avenue',
        postal: '3036',
        city: 'Limassol',
      },
      lines: [{ code: itemCode, colour: '', size: '', quantity: 1, unitPriceCents: 2000 }],
      deliveryCents: 300,
      ...over,
    });
  const DEMO = 1001;
  const orderCount = async () => {
    const r = await listOrders(DEMO);
    if (!r.ok) throw r.error;
    return r.data.length;
  };

  describe('deliveryOptions', () => {
    it('couriers and the three DAKA pickup points, in the ERP order; others left out', async () => {
      const r = await deliveryOptions();
      if (!r.ok) throw r.error;
      expect(r.data.couriers).toEqual([{ id: 1, name: 'AKIS EXPRESS COURIER', kind: 'courier' }]);
      expect(r.data.pickups.map((p) => [p.id, p.name.split(' - ')[0]])).toEqual([
        [2, 'DAKA LIMASSOL'],
        [4, 'DAKA NICOSIA'],
        [5, 'DAKA LARNACA'],
      ]);
    });

    it('an outage is a typed failure', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await faults({ failRate: 1, match: 'deliverymethod' });
      const r = await deliveryOptions();
      expect(r.ok ? null : r.error.kind).toBe('unavailable');
    });
  });

  describe('findVoucher', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    it.each([
      ['welcome10', { code: 'WELCOME10', valueCents: 1000, status: 'valid' }],
      ['BIG200', { code: 'BIG200', valueCents: 20000, status: 'valid' }],
      ['OLD5', { code: 'OLD5', valueCents: 500, status: 'expired' }],
      ['USED20', { code: 'USED20', valueCents: 2000, status: 'used' }],
    ])('%s → %j', async (code, voucher) => {
      expect(await findVoucher(code, now)).toEqual({ ok: true, data: voucher });
    });

    it('an unknown code is null without a logged error; a code that cannot be one is not sent', async () => {
      const log = vi.spyOn(console, 'error');
      const spy = vi.spyOn(globalThis, 'fetch');
      expect(await findVoucher('NOPE', now)).toEqual({ ok: true, data: null });
      expect(await findVoucher('no such code!', now)).toEqual({ ok: true, data: null });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][0] as string).toMatch(
        /\/\$PosFindVoucher\?CDFind=NOPE&simple=true&location=01$/,
      );
      expect(log).not.toHaveBeenCalled();
    });

    it('an outage is a failure, not an unknown voucher', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await faults({ failRate: 1, match: '$PosFindVoucher' });
      const r = await findVoucher('WELCOME10', now);
      expect(r.ok ? null : r.error.kind).toBe('unavailable');
    });
  });

  describe('processWebOrder', () => {
    it('registers the order ({record}) and it joins the customer history; a resend is the same record', async () => {
      const before = await orderCount();
      const body = payload();
      const first = await processWebOrder(body);
      if (!first.ok) throw first.error;
      expect(first.data.record).toBeGreaterThan(50000);
      expect(await processWebOrder(body)).toEqual(first);
      expect(await orderCount()).toBe(before + 1);
    });

    it('a voucher order shows in the history at the amount charged (the report total), and spends the voucher', async () => {
      const now = new Date('2026-11-23T10:00:00Z');
      const r = await processWebOrder(payload({ voucher: { code: 'BIG200', discountCents: 1500 } }));
      if (!r.ok) throw r.error;
      const orders = await listOrders(DEMO);
      if (!orders.ok) throw orders.error;
      const order = orders.data.find((o) => o.id === r.data.record)!;
      // Goods 20,00 and delivery 3,00 in the lines; the voucher's 15,00 only in the ERP's _total.
      expect(order.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(2300);
      expect(order.totalCents).toBe(800);
      expect(await findVoucher('BIG200', now)).toEqual({
        ok: true,
        data: { code: 'BIG200', valueCents: 20000, status: 'used' },
      });
    });

    it("an answer with an error is 'Failed to register order' (rejected); the log keeps no email", async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const r = await processWebOrder(
        payload({
          customer: {
            kind: 'registered',
            email: 'nobody@example.com',
            phone: '',
            addr1: '',
            postal: '',
            city: '',
          },
        }),
      );
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toBeInstanceOf(OrderError);
      expect(r.error).toMatchObject({
        kind: 'rejected',
        message: ORDER_REJECTED,
        detail: 'Customer not found',
      });
      await faults({ failRate: 1, failStatus: 200, match: '$PosProcessWeb' });
      const refused = await processWebOrder(payload());
      expect(refused.ok ? null : refused.error).toMatchObject({ kind: 'rejected', message: ORDER_REJECTED });
      expect(log.mock.calls.flat().join(' ')).not.toMatch(/@|nobody/);
    });

    it("a malformed payload (400) is 'Failed to register order' too", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const r = await processWebOrder({ ...payload(), orderdate: '2026-11-23' });
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'rejected', message: ORDER_REJECTED, status: 400 });
    });

    it("an outage or a dropped connection is 'Failed to send order details to database', never retried", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await faults({ failRate: 1, failStatus: 500, match: '$PosProcessWeb' });
      const spy = vi.spyOn(globalThis, 'fetch');
      const r = await processWebOrder(payload());
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'unavailable', message: ORDER_NOT_SENT });
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRejectedValueOnce(new TypeError('fetch failed'));
      const dropped = await processWebOrder(payload());
      expect(dropped.ok ? null : dropped.error).toMatchObject({
        kind: 'unavailable',
        message: ORDER_NOT_SENT,
      });
    });

    it('a timeout after the ERP wrote the order: resending the same orderid makes no second order', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const before = await orderCount();
      const body = payload();
      await faults({ latencyMs: 400, match: '$PosProcessWeb' });
      const r = await processWebOrder(body, { timeoutMs: 100 });
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'timeout', message: ORDER_NOT_SENT });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await faults({});
      const again = await processWebOrder(body);
      expect(again.ok).toBe(true);
      expect(await orderCount()).toBe(before + 1);
    });

    it('an unreadable answer is not known to have failed: ORDER_NOT_SENT, and a resend is safe', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const before = await orderCount();
      const body = payload();
      await faults({ malformedRate: 1, match: '$PosProcessWeb' });
      const r = await processWebOrder(body);
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'invalid_response', message: ORDER_NOT_SENT });
      await faults({});
      expect((await processWebOrder(body)).ok).toBe(true);
      expect(await orderCount()).toBe(before + 1);
    });
  });

  describe('getDeliveryOptions (cached)', () => {
    it('reads the ERP once and answers the same lists from the cache', async () => {
      const { getDeliveryOptions } = await import('@/server/checkout/delivery');
      const spy = vi.spyOn(globalThis, 'fetch');
      const first = await getDeliveryOptions();
      const second = await getDeliveryOptions();
      expect(first.ok && second.ok).toBe(true);
      expect(second).toEqual(first);
      expect(spy).toHaveBeenCalledTimes(1);
    });
  });
}
