// The whole payment path against both sandboxes over HTTP: the sandbox ERP prices the cart and
// takes the order, the sandbox JCC gateway registers the payment and its hosted page is paid with
// the success card; the return settles it. Also the ERP failing after payment, then the job.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteJobLease } from '@/server/shared/job-lease';
import { placeOrder } from '@/server/orders/place-order';
import { reconcileOnce } from '@/server/orders/reconcile';
import { settleByGatewayId } from '@/server/orders/settle';
import { sqliteOrderStore } from '@/server/orders/store';
import { openShopDb } from '@/server/store/db';
import { normaliseSizeLabel } from '@/lib/size-label';
import { getProduct } from '@/server/catalogue/reads';
import { findCustomerByEmail } from '@/server/erp/people';
import { orderInput } from '../../unit/orders/fakes';
import { recordOf, startTestSandbox, type Row, type TestSandbox } from '../helpers';
import { inStockLine, placeAndPay, sandboxOrderDeps, type StockedLine } from '../sandbox-orders';
import { CARDS, GOOD_CARD, startTestJcc, type TestJcc } from '../jcc-helpers';

/** The order flow on both sandboxes; the ERP default or strict (sandbox/erp/strict.mjs). */
export function checkoutOrdersSuite({ strict }: { strict: boolean }) {
  let erp: TestSandbox;
  let jcc: TestJcc;
  let line: StockedLine;
  beforeAll(async () => {
    [erp, jcc] = await Promise.all([startTestSandbox({ seedItems: 60, strict }), startTestJcc()]);
    vi.stubEnv('ERP_BASE_URL', erp.url);
    line = await inStockLine(erp);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([erp?.stop(), jcc?.close()]);
  });
  afterEach(async () => {
    await erp.json('/__sandbox/faults', { method: 'POST', body: '{}' });
  });

  function deps() {
    const db = openShopDb(':memory:');
    return { db, ...sandboxOrderDeps(sqliteOrderStore(db), jcc) };
  }

  const placeAndPayHere = (d: ReturnType<typeof deps>) => placeAndPay(line, jcc, d);

  const erpOrder = async (orderId: string) =>
    (await erp.json<Row[]>('/$TableGetView?system=pos&file=trans')).body.filter((r) => r.orderid === orderId);

  describe(`placing and paying an order on the sandboxes (${strict ? 'strict' : 'default'} ERP)`, () => {
    it('registers the payment, pays it on the hosted page, and sends one order to the ERP', async () => {
      const d = deps();
      const order = await placeAndPayHere(d);
      const outcomes = await Promise.all([
        settleByGatewayId(order.gatewayOrderId!, d.settle),
        settleByGatewayId(order.gatewayOrderId!, d.settle),
      ]);
      expect(outcomes.map((o) => o.kind)).toEqual(['paid', 'paid']);
      expect((await d.store.get(order.id))?.state).toBe('sent');
      expect(await erpOrder(order.id)).toHaveLength(1);
    });

    it('keeps a paid order when the ERP is down, and the job sends it once the ERP is back', async () => {
      const d = deps();
      const order = await placeAndPayHere(d);
      await erp.json('/__sandbox/faults', {
        method: 'POST',
        body: JSON.stringify({ failRate: 1, match: 'PosProcessWeb' }),
      });
      await settleByGatewayId(order.gatewayOrderId!, d.settle);
      expect(await d.store.get(order.id)).toMatchObject({ state: 'paid', erpAttempts: 1 });
      expect(await erpOrder(order.id)).toHaveLength(0);

      await erp.json('/__sandbox/faults', { method: 'POST', body: '{}' });
      const job = {
        ...d.settle,
        lease: sqliteJobLease(d.db),
        holder: 'test',
        sweepResetLinks: () => Promise.resolve(),
      };
      expect(await reconcileOnce(job, Date.now() + 61 * 60_000)).toMatchObject({ sent: 1 });
      expect((await d.store.get(order.id))?.state).toBe('sent');
      expect(await erpOrder(order.id)).toHaveLength(1);
    });

    it('refuses a cart with an item the ERP does not have, before any payment', async () => {
      const d = deps();
      const gone = { id: 999_999, size: 'M', color: 'Black', quantity: 1 };
      const result = await placeOrder(orderInput({ lines: [line, gone] }), null, d.place);
      expect(result).toMatchObject({ ok: false, error: { status: 409, code: 'cart_changed' } });
      if (result.ok) return;
      const quote = result.error.extra?.quote as { lines: { id: number; reason: string | null }[] };
      expect(quote.lines.map((l) => [l.id, l.reason])).toEqual([
        [line.id, null],
        [999_999, 'not_found'],
      ]);
    });

    it('merges lines naming one variant in other words before the stock check (30 asked, at most 10)', async () => {
      const d = deps();
      const lines = [
        { ...line, quantity: 10 },
        { ...line, quantity: 10, color: line.color.toUpperCase() },
        { ...line, quantity: 10, color: line.color.toLowerCase(), size: line.size.toLowerCase() },
      ];
      const result = await placeOrder(orderInput({ lines }), null, d.place);
      expect(result).toMatchObject({ ok: false, error: { status: 409, code: 'cart_changed' } });
      if (result.ok) return;
      const quote = result.error.extra?.quote as {
        lines: { quantity: number; available: number; status: string }[];
      };
      expect(quote.lines).toHaveLength(1);
      expect(quote.lines[0]).toMatchObject({ quantity: 30, status: 'insufficient_stock' });
      expect(quote.lines[0].available).toBeLessThanOrEqual(10);
    });

    it("books the order's lines in the ERP's own size and colour words, as its stock answer spells them", async () => {
      const d = deps();
      const items = (await erp.json<Row[]>('/$TableGetView?system=pos&file=item')).body;
      let found: { line: StockedLine; colour: string; size: string } | undefined;
      for (const item of items) {
        const product = await getProduct(recordOf(item));
        if (!product.ok || !product.data.colours.length) continue;
        const stock = (await erp.json<Record<string, number>>(`/$PosGetStock?code=${product.data.code}`))
          .body;
        const entry = Object.entries(stock).find(([key, qty]) => {
          const size = key.split(';')[1] ?? '';
          return Number(String(qty).replace(',', '.')) > 0 && normaliseSizeLabel(size) !== size;
        });
        if (!entry) continue;
        const [colour, size] = entry[0].split(';');
        const label = product.data.colours.find((c) => c.name.toUpperCase() === colour.toUpperCase())?.label;
        if (!label) continue;
        found = {
          line: { id: recordOf(item), size: normaliseSizeLabel(size), color: label, quantity: 1 },
          colour,
          size,
        };
        break;
      }
      if (!found) throw new Error('the sandbox has no item in stock with a size such as Small or 2-3Y');
      const order = await placeAndPay(found.line, jcc, d);
      await settleByGatewayId(order.gatewayOrderId!, d.settle);
      const [trans] = await erpOrder(order.id);
      const lines = (
        await erp.json<Row[]>(
          `/$TableGetView?system=pos&file=transdet&driving=trans&record=${recordOf(trans)}`,
        )
      ).body.filter((r) => r.item !== 'DELIVERY');
      expect(lines.map((l) => [l.color, l.size])).toEqual([[found.colour, found.size]]);
    });

    it.each([
      ['another registered customer’s email', 'maria@example.com'],
      ['an unregistered email', 'someone.else@example.com'],
    ])("books a signed-in buyer's order to the buyer, whatever the form's email (%s)", async (_, typed) => {
      const d = deps();
      const demo = await findCustomerByEmail('demo@example.com');
      if (!demo.ok || !demo.data) throw new Error('the sandbox has no demo customer');
      const buyer = { userId: demo.data.peopleId, addressId: demo.data.addressId };
      const input = orderInput({ lines: [line], details: { ...orderInput().details, email: typed } });
      const result = await placeOrder(input, buyer, d.place);
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      const placed = await d.store.get(result.data.orderId);
      // The confirmation goes where the form said; the order belongs to the signed-in customer.
      expect(placed).toMatchObject({ email: typed, userId: buyer.userId });
      const paid = await jcc.pay(result.data.redirectUrl, {
        ...GOOD_CARD,
        cardNumber: CARDS.success,
        action: 'pay',
      });
      expect(paid.location).toContain('/api/checkout/return');
      expect(await settleByGatewayId(placed!.gatewayOrderId!, d.settle)).toMatchObject({ kind: 'paid' });
      expect((await d.store.get(result.data.orderId))?.state).toBe('sent');
      const [trans] = await erpOrder(result.data.orderId);
      expect(trans).toMatchObject({ email: 'demo@example.com' });
      expect(Number(trans.$people)).toBe(buyer.userId);
    });
  });
}
