import { describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { sqliteJobLease } from '@/server/shared/job-lease';
import { placeOrder } from '@/server/orders/place-order';
import { reconcileOnce, STALE_PENDING_MS } from '@/server/orders/reconcile';
import { callbackHandler, returnHandler } from '@/server/orders/return-route';
import { settleByGatewayId } from '@/server/orders/settle';
import { verifyCallbackChecksum } from '@/server/payment/jcc';
import { readOrderForViewer, viewTokenHash } from '@/server/orders/view';
import { pageRequest } from '@/server/http/security-event';
import { RESET_TOKEN_TTL_MS, sqlitePasswordResets } from '@/server/store/password-resets';
import { orderDeps, orderInput, placedOrder, SITE } from './fakes';

const log = captureLog();

const returnRoute = (deps: Awaited<ReturnType<typeof placedOrder>>) => {
  /** What the route left to finish after its answer (the app hands it to next/server's after). */
  const behind: Promise<unknown>[] = [];
  const routeDeps = {
    settle: () => deps.settle,
    siteUrl: () => SITE,
    callbackSecret: () => undefined,
    verifyChecksum: verifyCallbackChecksum,
    behind: (work: Promise<unknown>) => void behind.push(work),
  };
  return { ret: returnHandler(routeDeps), callback: callbackHandler(routeDeps), behind };
};

const noSweep = () => Promise.resolve();
const get = (path: string) => new Request(`http://attacker.example${path}`);

describe('settling a payment', () => {
  it("the browser's return answers once the order is in the ERP; the confirmation mail follows it", async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited', cardLast4: '1115' });
    let finishMail = () => {};
    deps.mailConfirmation.mockImplementationOnce(() => new Promise<void>((r) => (finishMail = r)));
    const { ret, behind } = returnRoute(deps);
    const response = await ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`));
    expect(response.headers.get('location')).toBe(`${SITE}/order-confirmation?order=${deps.order.id}`);
    expect(deps.erpOrders).toEqual([deps.order.id]);
    // The card's last four digits, as the gateway reported them, are kept with the paid order.
    expect((await deps.store.get(deps.order.id))?.cardLast4).toBe('1115');
    // The unfinished mail was handed over to be kept alive after the answer.
    expect(behind).toHaveLength(1);
    // The mail was claimed and is on its way: nobody else sends it, and it is sent once. It counts
    // as mailed only once the SMTP server has accepted it.
    expect(deps.mailConfirmation).toHaveBeenCalledOnce();
    expect((await deps.store.get(deps.order.id))?.confirmationMailedAt).toBeNull();
    finishMail();
    await Promise.all(behind);
    expect((await deps.store.get(deps.order.id))?.confirmationMailedAt).toEqual(expect.any(Number));
    await ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`));
    expect(deps.mailConfirmation).toHaveBeenCalledOnce();
  });

  it('pays a deposited order, sends it to the ERP once, and lands on the confirmation', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const { ret } = returnRoute(deps);
    const response = await ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`));
    expect(response.status).toBe(303);
    // From SITE_URL, not the request's host.
    expect(response.headers.get('location')).toBe(`${SITE}/order-confirmation?order=${deps.order.id}`);
    expect(await deps.store.get(deps.order.id)).toMatchObject({ state: 'sent', erpRecord: 500 });
    const payload = deps.processWebOrder.mock.calls[0][0];
    expect(payload).toMatchObject({ orderid: deps.order.id, delivery: 'AKIS EXPRESS COURIER' });
    // The spec's guest fields are all on the wire; Cyprus has no state (decision 0075).
    expect(payload.customerdetails).toMatchObject({
      guest: true,
      name: 'Ana',
      email: 'ana@example.com',
      addr1: '12 Makariou Avenue',
      state: '',
      country: 'Cyprus',
    });
  });

  it('gives one paid order and one ERP order for two returns, a callback and a replay', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const { ret, callback } = returnRoute(deps);
    await Promise.all([
      ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`)),
      ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`)),
      callback(get(`/api/checkout/callback?mdOrder=${deps.gatewayId}&operation=deposited&status=1`)),
    ]);
    await callback(get(`/api/checkout/callback?mdOrder=${deps.gatewayId}&operation=deposited&status=1`));
    expect(deps.processWebOrder).toHaveBeenCalledTimes(1);
    expect(deps.erpOrders).toEqual([deps.order.id]);
  });

  it.each([
    ['amount', { amountCents: 1 }],
    ['orderNumber', { orderNumber: 'RUCK-OTHER_1' }],
    ['currency', { currency: '840' }],
  ])('never pays on a %s mismatch', async (_, mismatch) => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited', ...mismatch });
    const outcome = await settleByGatewayId(deps.gatewayId, deps.settle);
    expect(outcome.kind).toBe('declined');
    expect((await deps.store.get(deps.order.id))?.state).toBe('failed');
    expect(deps.processWebOrder).not.toHaveBeenCalled();
  });

  it('changes nothing for an unknown gateway id', async () => {
    const deps = await placedOrder();
    const { ret } = returnRoute(deps);
    const response = await ret(get('/api/checkout/return?orderId=00000000-0000-4000-8000-999999999999'));
    expect(response.headers.get('location')).toBe(`${SITE}/checkout?payment=unknown`);
    expect(deps.gateway.paymentStatus).not.toHaveBeenCalled();
    expect((await deps.store.get(deps.order.id))?.state).toBe('pending');
  });

  it('sends a declined payment back to the checkout and closes the order', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'declined' });
    const { ret } = returnRoute(deps);
    const response = await ret(get(`/api/checkout/return?orderId=${deps.gatewayId}&failed=1`));
    expect(response.headers.get('location')).toBe(`${SITE}/checkout?payment=declined`);
    expect((await deps.store.get(deps.order.id))?.state).toBe('failed');
  });

  it('marks nothing while the gateway does not answer', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, 'down');
    const { ret } = returnRoute(deps);
    const response = await ret(get(`/api/checkout/return?orderId=${deps.gatewayId}`));
    expect(response.headers.get('location')).toBe(
      `${SITE}/order-confirmation?order=${deps.order.id}&pending=1`,
    );
    expect((await deps.store.get(deps.order.id))?.state).toBe('pending');
  });
});

describe('reconcileOnce', () => {
  it('keeps a paid order whose ERP send failed, then sends it once when due', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    deps.setErpDown(true);
    await settleByGatewayId(deps.gatewayId, deps.settle);
    expect(await deps.store.get(deps.order.id)).toMatchObject({ state: 'paid', erpAttempts: 1 });
    expect((await deps.store.get(deps.order.id))?.lastError).toBe(
      'Failed to send order details to database (down)',
    );

    deps.setErpDown(false);
    const job = {
      ...deps.settle,
      lease: sqliteJobLease(deps.db),
      holder: 'node-a',
      sweepResetLinks: noSweep,
    };
    const later = Date.now() + 2 * 60_000;
    expect(await reconcileOnce(job, later)).toEqual({
      ran: true,
      settled: 0,
      sent: 1,
      mailed: 0,
      flagged: 0,
    });
    expect(await reconcileOnce(job, later)).toEqual({
      ran: true,
      settled: 0,
      sent: 0,
      mailed: 0,
      flagged: 0,
    });
    expect((await deps.store.get(deps.order.id))?.state).toBe('sent');
    expect(deps.erpOrders).toEqual([deps.order.id]);
  });

  it('settles a pending payment nobody returned from, and runs on one node at a time', async () => {
    const deps = await placedOrder();
    deps.setStatus(deps.gatewayId, { status: 'deposited' });
    const lease = sqliteJobLease(deps.db);
    await lease.take('orders-reconcile', 'node-b', 60_000);
    const job = { ...deps.settle, lease, holder: 'node-a', sweepResetLinks: noSweep };
    const later = Date.now() + STALE_PENDING_MS + 1;
    expect((await reconcileOnce(job, later)).ran).toBe(false);
    await lease.release('orders-reconcile', 'node-b');
    expect(await reconcileOnce(job, later)).toEqual({
      ran: true,
      settled: 1,
      sent: 0,
      mailed: 0,
      flagged: 0,
    });
    expect((await deps.store.get(deps.order.id))?.state).toBe('sent');
  });
});

describe('reconcileOnce sweeping password-reset links', () => {
  it('deletes links a day past their expiry under its lease, and leaves them while another node holds it', async () => {
    const deps = await placedOrder();
    let clock = Date.now();
    const resets = sqlitePasswordResets(deps.db, () => clock);
    await resets.create(7);
    clock += RESET_TOKEN_TTL_MS + 24 * 60 * 60_000 + 1;
    const links = () => deps.db.prepare('SELECT COUNT(*) AS n FROM password_resets').get();
    const lease = sqliteJobLease(deps.db);
    const job = { ...deps.settle, lease, holder: 'node-a', sweepResetLinks: () => resets.sweep() };
    await lease.take('orders-reconcile', 'node-b', 60_000);
    expect((await reconcileOnce(job, clock)).ran).toBe(false);
    expect(links()).toEqual({ n: 1 });
    await lease.release('orders-reconcile', 'node-b');
    expect((await reconcileOnce(job, clock)).ran).toBe(true);
    expect(links()).toEqual({ n: 0 });
  });
});

describe('readOrderForViewer', () => {
  it('shows an order to its signed-in buyer only', async () => {
    const deps = await placedOrder(42);
    expect((await readOrderForViewer(deps.store, deps.order.id, { userId: 42 }))?.id).toBe(deps.order.id);
    expect(await readOrderForViewer(deps.store, deps.order.id, { userId: 43 })).toBeNull();
    expect(await readOrderForViewer(deps.store, deps.order.id, {})).toBeNull();
  });

  it('shows a guest order to the holder of its view token only', async () => {
    const deps = orderDeps();
    deps.place.viewTokenHash = (id) => viewTokenHash(`token-${id}`);
    const result = await placeOrder(orderInput(), null, deps.place);
    if (!result.ok) throw new Error(result.error.message);
    const id = result.data.orderId;
    expect((await readOrderForViewer(deps.store, id, { viewToken: `token-${id}` }))?.id).toBe(id);
    expect(await readOrderForViewer(deps.store, id, { viewToken: 'token-other' })).toBeNull();
    expect(await readOrderForViewer(deps.store, id, { userId: 42 })).toBeNull();
    expect(await readOrderForViewer(deps.store, 'missing', { viewToken: `token-${id}` })).toBeNull();
  });

  it("logs a refused viewer of another's order as foreign_record, never the token", async () => {
    const deps = await placedOrder(42);
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.4' });
    const request = pageRequest(headers, '/order-confirmation');
    const viewer = { userId: 43, viewToken: 'token-guess' };
    expect(await readOrderForViewer(deps.store, deps.order.id, viewer, request)).toBeNull();
    expect(await readOrderForViewer(deps.store, 'missing', viewer, request)).toBeNull();
    expect(log.filter({ security: true })).toEqual([
      expect.objectContaining({
        event: 'foreign_record',
        outcome: 'refused',
        user: 43,
        ip: '198.51.100.4',
        route: '/order-confirmation',
        reason: 'order_confirmation',
      }),
    ]);
    expect(log.text()).not.toContain('token-guess');
  });
});
