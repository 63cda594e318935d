import { describe, expect, it } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { sqliteOrderStore } from '@/server/orders/store';
import { orderDraft as draft } from './fakes';

function paidOrder() {
  const store = sqliteOrderStore(openShopDb(':memory:'));
  const { order } = store.createOrGet('k', draft());
  store.markPaid(order.id, 1, 2);
  return { store, id: order.id };
}

describe('sqliteOrderStore', () => {
  it('keeps one order per idempotency key', () => {
    const store = sqliteOrderStore(openShopDb(':memory:'));
    const first = store.createOrGet('key-1', draft());
    const second = store.createOrGet('key-1', draft());
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.order.id).toBe(first.order.id);
    expect(first.order).toMatchObject({ state: 'pending', totalCents: 3300, currency: '978' });
  });

  it('pays an order once: the second markPaid is refused', () => {
    const store = sqliteOrderStore(openShopDb(':memory:'));
    const { order } = store.createOrGet('k', draft());
    expect([store.markPaid(order.id, 10, 20), store.markPaid(order.id, 11, 21)]).toEqual([true, false]);
    expect(store.get(order.id)).toMatchObject({ state: 'paid', paidAt: 10, nextAttemptAt: 20 });
  });

  it('sends a paid order once and never pays or closes a sent one', () => {
    const { store, id } = paidOrder();
    expect(store.markSent(id, 77, 30)).toBe(true);
    expect(store.markSent(id, 78, 31)).toBe(false);
    expect(store.markClosed(id, 'failed', 'x', 32)).toBe(false);
    expect(store.get(id)).toMatchObject({ state: 'sent', erpRecord: 77, nextAttemptAt: null });
  });

  it('keeps a paid order after an ERP failure and offers it again when due', () => {
    const { store, id } = paidOrder();
    store.recordErpFailure(id, 'Failed to send order details to database', 100, 50);
    expect(store.get(id)).toMatchObject({ state: 'paid', erpAttempts: 1, nextAttemptAt: 100 });
    expect(store.duePaid(99)).toEqual([]);
    expect(store.duePaid(100).map((o) => o.id)).toEqual([id]);
  });

  it('claims one payment attempt at a time, again after a release or expiry', () => {
    const store = sqliteOrderStore(openShopDb(':memory:'));
    const { order } = store.createOrGet('k', draft());
    expect(store.claimPaymentAttempt(order.id, 0, 1000)).toBe(1);
    expect(store.claimPaymentAttempt(order.id, 500, 1500)).toBeNull();
    store.releasePaymentAttempt(order.id);
    expect(store.claimPaymentAttempt(order.id, 600, 1600)).toBe(2);
    expect(store.claimPaymentAttempt(order.id, 1601, 2600)).toBe(3);
    store.attachPayment(order.id, { orderNumber: 'RUCK-1_3', gatewayOrderId: 'g-1', formUrl: 'https://g/p' });
    expect(store.claimPaymentAttempt(order.id, 5000, 6000)).toBeNull();
    expect(store.findByGatewayOrderId('g-1')?.id).toBe(order.id);
    expect(store.findByGatewayOrderId('g-2')).toBeNull();
  });

  it('lists pending orders with a payment, older than a time', () => {
    let t = 0;
    const store = sqliteOrderStore(openShopDb(':memory:'), () => t);
    const a = store.createOrGet('a', draft()).order;
    store.createOrGet('b', draft());
    store.attachPayment(a.id, { orderNumber: 'N_1', gatewayOrderId: 'g', formUrl: 'u' });
    t = 100;
    store.createOrGet('c', draft());
    expect(store.stalePending(50).map((o) => o.id)).toEqual([a.id]);
  });
});

describe('confirmation mail claims', () => {
  it('claims a paid order’s confirmation once, again after a release, never a pending one', () => {
    const store = sqliteOrderStore(openShopDb(':memory:'));
    const pending = store.createOrGet('p', draft()).order;
    expect(store.claimConfirmation(pending.id, 5)).toBe(false);
    const { id } = store.createOrGet('k', draft()).order;
    store.markPaid(id, 10, 20);
    expect([store.claimConfirmation(id, 11), store.claimConfirmation(id, 12)]).toEqual([true, false]);
    expect(store.get(id)?.confirmationMailedAt).toBe(11);
    store.releaseConfirmation(id);
    expect(store.get(id)?.confirmationMailedAt).toBeNull();
    expect(store.claimConfirmation(id, 13)).toBe(true);
  });

  it('lists unclaimed confirmations of orders paid since a time, newest first', () => {
    const store = sqliteOrderStore(openShopDb(':memory:'));
    const [old, a, b, claimed] = ['old', 'a', 'b', 'c'].map((key, i) => {
      const { id } = store.createOrGet(key, draft()).order;
      store.markPaid(id, 100 * i, 0);
      return id;
    });
    store.createOrGet('pending', draft());
    store.markSent(a, 9, 150);
    store.claimConfirmation(claimed, 400);
    expect(store.unconfirmed(100).map((o) => o.id)).toEqual([b, a]);
    expect(store.unconfirmed(0).map((o) => o.id)).toEqual([b, a, old]);
  });
});
