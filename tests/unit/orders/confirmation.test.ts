import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { sqliteJobLease } from '@/server/shared/job-lease';
import { placeOrder } from '@/server/orders/place-order';
import { CONFIRMATION_RETRY_MS } from '@/server/orders/confirmation';
import { reconcileOnce } from '@/server/orders/reconcile';
import { settleByGatewayId } from '@/server/orders/settle';
import { orderDeps, orderInput } from './fakes';

const log = captureLog();

async function paidOnGateway() {
  const deps = orderDeps();
  const result = await placeOrder(orderInput(), null, deps.place);
  if (!result.ok) throw new Error(result.error.message);
  const order = (await deps.store.get(result.data.orderId))!;
  deps.setStatus(order.gatewayOrderId!, { status: 'deposited' });
  return { ...deps, order, gatewayId: order.gatewayOrderId! };
}

afterEach(() => vi.restoreAllMocks());

describe('the order confirmation mail', () => {
  it('is mailed once to the buyer when two settlers race', async () => {
    const deps = await paidOnGateway();
    await Promise.all([
      settleByGatewayId(deps.gatewayId, deps.settle),
      settleByGatewayId(deps.gatewayId, deps.settle),
    ]);
    await settleByGatewayId(deps.gatewayId, deps.settle);
    expect(deps.mailConfirmation).toHaveBeenCalledOnce();
    expect(deps.mailConfirmation.mock.calls[0][0]).toMatchObject({ id: deps.order.id, state: 'paid' });
    expect((await deps.store.get(deps.order.id))?.confirmationMailedAt).toEqual(expect.any(Number));
  });

  it('failing keeps the order paid, sends it to the ERP, and logs the order id only', async () => {
    const deps = await paidOnGateway();
    deps.setMailDown(true);
    expect(await settleByGatewayId(deps.gatewayId, deps.settle)).toMatchObject({ kind: 'paid' });
    expect(await deps.store.get(deps.order.id)).toMatchObject({ state: 'sent', confirmationMailedAt: null });
    expect(deps.erpOrders).toEqual([deps.order.id]);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        area: 'orders',
        order: deps.order.id,
        failure: 'ECONNECTION',
        msg: 'confirmation not mailed; the job retries it',
      }),
    ]);
    expect(log.text()).not.toContain('@');
  });

  it('is mailed again by the job after a failure, once, and not after a day', async () => {
    const deps = await paidOnGateway();
    deps.setMailDown(true);
    await settleByGatewayId(deps.gatewayId, deps.settle);
    const job = {
      ...deps.settle,
      lease: sqliteJobLease(deps.db),
      holder: 'node-a',
      sweepResetLinks: () => Promise.resolve(),
    };
    const now = Date.now();
    expect((await reconcileOnce(job, now)).mailed).toBe(0);

    deps.setMailDown(false);
    expect(await reconcileOnce(job, now + CONFIRMATION_RETRY_MS + 60_000)).toMatchObject({ mailed: 0 });
    expect(await reconcileOnce(job, now)).toMatchObject({ ran: true, mailed: 1 });
    expect(await reconcileOnce(job, now)).toMatchObject({ ran: true, mailed: 0 });
    expect(deps.mailConfirmation).toHaveBeenCalledTimes(3);
    expect((await deps.store.get(deps.order.id))?.confirmationMailedAt).toEqual(expect.any(Number));
  });

  it('is neither claimed nor mailed without SMTP, and the order is still paid and sent', async () => {
    const deps = await paidOnGateway();
    await settleByGatewayId(deps.gatewayId, { ...deps.settle, mailConfirmation: undefined });
    expect(await deps.store.get(deps.order.id)).toMatchObject({ state: 'sent', confirmationMailedAt: null });
    expect(deps.mailConfirmation).not.toHaveBeenCalled();
  });
});
