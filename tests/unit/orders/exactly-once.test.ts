import { describe, expect, it, vi } from 'vitest';
import { MAX_ERP_ATTEMPTS } from '@/lib/checkout/order-state';
import { sqliteJobLease } from '@/server/shared/job-lease';
import { placeOrder } from '@/server/orders/place-order';
import { reconcileOnce } from '@/server/orders/reconcile';
import { settleByGatewayId } from '@/server/orders/settle';
import { orderDeps, orderInput } from './fakes';

// A paid order reaches the ERP exactly once, against an ERP as strict as the real one may be: it
// books every $PosProcessWeb it gets, a repeated orderid too (the fakes' ERP does).

type Deps = ReturnType<typeof orderDeps>;

async function paid(deps: Deps) {
  const result = await placeOrder(orderInput(), null, deps.place);
  if (!result.ok) throw new Error(result.error.message);
  const order = (await deps.store.get(result.data.orderId))!;
  deps.setStatus(order.gatewayOrderId!, { status: 'deposited' });
  await settleByGatewayId(order.gatewayOrderId!, deps.settle);
  return order.id;
}

const job = (deps: Deps, mailAttention?: (order: unknown) => Promise<void>) => ({
  ...deps.settle,
  mailAttention,
  lease: sqliteJobLease(deps.db),
  holder: 'node-a',
  sweepResetLinks: () => Promise.resolve(),
});

const DAY = 24 * 60 * 60_000;

describe('a paid order reaches the ERP exactly once', () => {
  it('after an answer that was lost, looks the order up and finds it: never sent twice', async () => {
    const deps = orderDeps();
    deps.setAnswerLost(true);
    const id = await paid(deps);
    expect(deps.erpOrders).toEqual([id]);
    expect(await deps.store.get(id)).toMatchObject({
      state: 'paid',
      erpOutcomeUnknown: true,
      erpAttempts: 1,
    });

    deps.setAnswerLost(false);
    expect(await reconcileOnce(job(deps), Date.now() + 2 * 60_000)).toMatchObject({ sent: 1 });
    expect(deps.findWebOrder).toHaveBeenCalledWith(id);
    expect(deps.processWebOrder).toHaveBeenCalledOnce();
    expect(deps.erpOrders).toEqual([id]);
    expect(await deps.store.get(id)).toMatchObject({ state: 'sent', erpRecord: 500 });
  });

  it('after a refusal, sends again without a lookup; after an unknown outcome with the ERP surely without it, sends again', async () => {
    const deps = orderDeps();
    deps.setErpDown(true);
    const id = await paid(deps);
    expect(await deps.store.get(id)).toMatchObject({ state: 'paid', erpOutcomeUnknown: true });
    // Still down at the lookup: nothing is sent blind, the order waits for its next turn.
    await reconcileOnce(job(deps), Date.now() + 2 * 60_000);
    expect(deps.processWebOrder).toHaveBeenCalledOnce();
    expect(await deps.store.get(id)).toMatchObject({ state: 'paid', erpAttempts: 2 });

    deps.setErpDown(false);
    await reconcileOnce(job(deps), Date.now() + DAY);
    expect(deps.findWebOrder).toHaveBeenCalledTimes(2);
    expect(deps.erpOrders).toEqual([id]);
    expect((await deps.store.get(id))?.state).toBe('sent');
  });

  it('stops after six tries within a day, leaves the order paid and mails the operator once', async () => {
    const deps = orderDeps();
    deps.setErpDown(true);
    const id = await paid(deps);
    const mailAttention = vi.fn(async () => {});
    for (let day = 1; day <= 3; day++) {
      // Each run takes what is due by then; a day later every retry is due.
      for (let run = 0; run < MAX_ERP_ATTEMPTS; run++)
        await reconcileOnce(job(deps, mailAttention), Date.now() + day * DAY + run);
    }
    const order = (await deps.store.get(id))!;
    expect(order).toMatchObject({ state: 'paid', erpAttempts: MAX_ERP_ATTEMPTS, nextAttemptAt: null });
    expect(order.attentionAt).toEqual(expect.any(Number));
    expect(deps.findWebOrder.mock.calls.length + deps.processWebOrder.mock.calls.length).toBe(
      MAX_ERP_ATTEMPTS,
    );
    expect(mailAttention).toHaveBeenCalledOnce();
    expect(mailAttention).toHaveBeenCalledWith(expect.objectContaining({ id }));
  });

  it('takes every due order in one run, not the first batch only', async () => {
    const deps = orderDeps();
    deps.setErpDown(true);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await paid(deps));
    deps.setErpDown(false);
    const report = await reconcileOnce(job(deps), Date.now() + DAY);
    expect(report.sent).toBe(25);
    expect([...deps.erpOrders].sort()).toEqual([...ids].sort());
  });
});
