import { mkdtempSync, rmSync } from 'node:fs';
import { captureLog } from '@/tests/helpers/captured-log';
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
  findWebOrder,
  OrderError,
  processWebOrder,
} from '@/server/erp/checkout';
import { listOrders } from '@/server/erp/orders';

/** The checkout contract against a fresh sandbox ERP, default or strict (sandbox/erp/strict.mjs). */
export function checkoutContract({ strict }: { strict: boolean }) {
  const log = captureLog();
  // The checkout adapter against the live sandbox over HTTP.
  let sandbox: { url: string; close(): Promise<void> };
  let dataDir: string;
  let itemCode: string;
  /** A variant of that item in the ERP's own words, as its stock answer spells them. */
  let variant: { colour: string; size: string };

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
    const stock = (await (await fetch(`${sandbox.url}/$PosGetStock?code=${itemCode}`)).json()) as object;
    const [colour, size = ''] = Object.keys(stock)[0].split(';');
    variant = { colour, size };
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
      lines: [{ code: itemCode, ...variant, quantity: 1, unitPriceCents: 2000 }],
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
      const spy = vi.spyOn(globalThis, 'fetch');
      expect(await findVoucher('NOPE', now)).toEqual({ ok: true, data: null });
      expect(await findVoucher('no such code!', now)).toEqual({ ok: true, data: null });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][0] as string).toMatch(
        /\/\$PosFindVoucher\?CDFind=NOPE&simple=true&location=01$/,
      );
      expect(log.at('error')).toEqual([]);
    });

    it('an outage is a failure, not an unknown voucher', async () => {
      await faults({ failRate: 1, match: '$PosFindVoucher' });
      const r = await findVoucher('WELCOME10', now);
      expect(r.ok ? null : r.error.kind).toBe('unavailable');
    });
  });

  describe('processWebOrder', () => {
    it('registers the order, which joins the customer history and is found by its orderid', async () => {
      const before = await orderCount();
      const body = payload();
      const first = await processWebOrder(body);
      if (!first.ok) throw first.error;
      // The strict ERP acknowledges with a blank body: booked, no record number named.
      expect(first.data.record).toEqual(strict ? null : expect.any(Number));
      const found = await findWebOrder(body.orderid);
      if (!found.ok || !found.data) throw new Error('the booked order was not found by its orderid');
      if (!strict) expect(found.data.record).toBe(first.data.record);
      expect(found.data.record).toBeGreaterThan(50000);
      expect(await findWebOrder('CONTRACT-never-sent')).toEqual({ ok: true, data: null });
      expect(await orderCount()).toBe(before + 1);
    });

    it(`a repeated orderid is ${strict ? 'booked again (why the shop looks up before resending)' : 'the same record'}`, async () => {
      const before = await orderCount();
      const body = payload();
      await processWebOrder(body);
      await processWebOrder(body);
      expect(await orderCount()).toBe(before + (strict ? 2 : 1));
    });

    it('a voucher order shows in the history at the amount charged (the report total), and spends the voucher', async () => {
      const now = new Date('2026-11-23T10:00:00Z');
      const body = payload({ voucher: { code: 'BIG200', discountCents: 1500 } });
      const r = await processWebOrder(body);
      if (!r.ok) throw r.error;
      const found = await findWebOrder(body.orderid);
      if (!found.ok || !found.data) throw new Error('the voucher order was not found by its orderid');
      const orders = await listOrders(DEMO);
      if (!orders.ok) throw orders.error;
      const order = orders.data.find((o) => o.id === found.data!.record)!;
      // Goods 20,00 and delivery 3,00 in the lines; the voucher's 15,00 only in the ERP's _total.
      expect(order.lines.reduce((s, l) => s + l.totalCents, 0)).toBe(2300);
      expect(order.totalCents).toBe(800);
      expect(await findVoucher('BIG200', now)).toEqual({
        ok: true,
        data: { code: 'BIG200', valueCents: 20000, status: 'used' },
      });
    });

    it("an answer with an error is 'Failed to register order' (rejected); the log keeps no email", async () => {
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
      expect(log.find({ area: 'checkout', kind: 'rejected' })).toBeDefined();
      expect(log.text()).not.toMatch(/@|nobody/);
    });

    it(`a line in words that are not the ERP's own is ${strict ? 'refused' : 'taken (the default sandbox is lenient)'}`, async () => {
      const lines = [
        { code: itemCode, colour: variant.colour, size: 'NO SUCH SIZE', quantity: 1, unitPriceCents: 2000 },
      ];
      const r = await processWebOrder(payload({ lines }));
      if (strict) expect(r.ok ? null : r.error).toMatchObject({ kind: 'rejected', message: ORDER_REJECTED });
      else expect(r.ok).toBe(true);
    });

    it("a malformed payload (400) is 'Failed to register order' too", async () => {
      const r = await processWebOrder({ ...payload(), orderdate: '2026-11-23' });
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'rejected', message: ORDER_REJECTED, status: 400 });
    });

    it("an outage or a dropped connection is 'Failed to send order details to database', never retried", async () => {
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

    it('a timeout after the ERP wrote the order: an unknown outcome, and the lookup finds the order', async () => {
      const before = await orderCount();
      const body = payload();
      await faults({ latencyMs: 400, match: '$PosProcessWeb' });
      const r = await processWebOrder(body, { timeoutMs: 100 });
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'timeout', message: ORDER_NOT_SENT });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await faults({});
      expect(await findWebOrder(body.orderid)).toEqual({ ok: true, data: { record: expect.any(Number) } });
      expect(await orderCount()).toBe(before + 1);
    });

    it('an unreadable answer is an unknown outcome (ORDER_NOT_SENT): the lookup tells whether it was booked', async () => {
      const body = payload();
      await faults({ malformedRate: 1, match: '$PosProcessWeb' });
      const r = await processWebOrder(body);
      expect(r.ok ? null : r.error).toMatchObject({ kind: 'invalid_response', message: ORDER_NOT_SENT });
      await faults({});
      // The sandbox breaks the body of an answer it has already written: booked, answer lost.
      expect(await findWebOrder(body.orderid)).toEqual({ ok: true, data: { record: expect.any(Number) } });
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
