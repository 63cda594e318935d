import { describe, expect, it } from 'vitest';
import { orderDraft as draft } from '../unit/orders/fakes';
import { drivers } from './drivers';

// The order store's contract, the same on SQLite and PostgreSQL: one order per idempotency key and
// every state change a compare-and-set, also when two nodes race for it.

describe.each(drivers)('order store on $name', (driver) => {
  const fresh = async (now?: () => number) => (await driver.open(now)).stores.orders;

  async function paidOrder() {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    await store.markPaid(order.id, 1, 2);
    return { store, id: order.id };
  }

  it('keeps one order per idempotency key', async () => {
    const store = await fresh();
    const first = await store.createOrGet('key-1', draft());
    const second = await store.createOrGet('key-1', draft());
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.order.id).toBe(first.order.id);
    expect(first.order).toMatchObject({ state: 'pending', totalCents: 3300, currency: '978' });
    expect(await store.getByIdempotencyKey('key-1')).toEqual(first.order);
    expect(await store.getByIdempotencyKey('key-2')).toBeNull();
  });

  it("lists a signed-in customer's orders, oldest first, and no one else's", async () => {
    let now = 1_795_000_000_000;
    const store = await fresh(() => now++);
    const first = await store.createOrGet('a', { ...draft(), userId: 1001 });
    await store.createOrGet('b', { ...draft(), userId: 1002 });
    await store.createOrGet('c', draft());
    const second = await store.createOrGet('d', { ...draft(), userId: 1001 });
    expect((await store.forUser(1001)).map((o) => o.id)).toEqual([first.order.id, second.order.id]);
    expect(await store.forUser(1003)).toEqual([]);
  });

  it('stores the order as placed, times and ids as numbers', async () => {
    const d = { ...draft(), userId: 1001 };
    const store = await fresh(() => 1_795_000_000_000);
    const { order } = await store.createOrGet('k', d);
    expect(await store.get(order.id)).toEqual({
      id: d.id,
      userId: 1001,
      email: 'Ana@Example.com',
      state: 'pending',
      content: d.content,
      totalCents: 3300,
      currency: '978',
      paymentAttempts: 0,
      orderNumber: null,
      gatewayOrderId: null,
      formUrl: null,
      erpRecord: null,
      erpAttempts: 0,
      nextAttemptAt: null,
      lastError: null,
      viewTokenHash: 'h',
      createdAt: 1_795_000_000_000,
      updatedAt: 1_795_000_000_000,
      paidAt: null,
      confirmationMailedAt: null,
      requestHash: 'r',
      erpOutcomeUnknown: false,
      attentionAt: null,
      cardLast4: null,
    });
    expect(await store.get('no-such-order')).toBeNull();
  });

  it('pays an order once: the second markPaid is refused', async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    expect([await store.markPaid(order.id, 10, 20), await store.markPaid(order.id, 11, 21)]).toEqual([
      true,
      false,
    ]);
    expect(await store.get(order.id)).toMatchObject({ state: 'paid', paidAt: 10, nextAttemptAt: 20 });
  });

  it("keeps the card's last four digits the gateway reported with the payment, and only them", async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    expect(await store.markPaid(order.id, 10, 20, '1115')).toBe(true);
    expect((await store.get(order.id))?.cardLast4).toBe('1115');
  });

  it('sends a paid order once and never pays or closes a sent one', async () => {
    const { store, id } = await paidOrder();
    expect(await store.markSent(id, 77, 30)).toBe(true);
    expect(await store.markSent(id, 78, 31)).toBe(false);
    expect(await store.markClosed(id, 'failed', 'x', 32)).toBe(false);
    expect(await store.get(id)).toMatchObject({ state: 'sent', erpRecord: 77, nextAttemptAt: null });
  });

  it('closes a pending order once, with its reason, and never pays it after', async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    expect(await store.markClosed(order.id, 'cancelled', 'payment reversed', 5)).toBe(true);
    expect(await store.markClosed(order.id, 'failed', 'again', 6)).toBe(false);
    expect(await store.markPaid(order.id, 7, 8)).toBe(false);
    expect(await store.get(order.id)).toMatchObject({ state: 'cancelled', lastError: 'payment reversed' });
  });

  it('resolves a paid order by hand once: sent with the ERP record, or closed with the reason', async () => {
    const { store, id } = await paidOrder();
    await store.recordErpFailure(
      id,
      { error: 'Failed to register order (unknown item)', outcomeUnknown: false, nextAttemptAt: 5_000 },
      3,
    );
    expect(await store.resolvePaidByHand(id, { state: 'sent', erpRecord: 4321 }, 'ops: Maria', 9)).toBe(true);
    expect(await store.get(id)).toMatchObject({
      state: 'sent',
      erpRecord: 4321,
      nextAttemptAt: null,
      lastError: 'by hand: entered in the ERP as record 4321; ops: Maria',
      updatedAt: 9,
    });
    expect(await store.duePaid(10_000)).toEqual([]);
    // Done once: neither a second resolution nor the job's own send changes it again.
    expect(await store.resolvePaidByHand(id, { state: 'cancelled' }, 'refunded', 10)).toBe(false);
    expect(await store.markSent(id, 1, 11)).toBe(false);

    const other = await paidOrder();
    expect(
      await other.store.resolvePaidByHand(other.id, { state: 'cancelled' }, 'refunded at JCC on 24 Nov', 9),
    ).toBe(true);
    expect(await other.store.get(other.id)).toMatchObject({
      state: 'cancelled',
      erpRecord: null,
      nextAttemptAt: null,
      lastError: 'by hand: closed; refunded at JCC on 24 Nov',
    });
    expect(await other.store.markSent(other.id, 1, 11)).toBe(false);
  });

  it('never resolves a pending payment, or a closed order, by hand', async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    expect(await store.resolvePaidByHand(order.id, { state: 'cancelled' }, 'x', 1)).toBe(false);
    expect(await store.resolvePaidByHand(order.id, { state: 'sent', erpRecord: 1 }, 'x', 1)).toBe(false);
    expect(await store.get(order.id)).toMatchObject({ state: 'pending', lastError: null });
    await store.markClosed(order.id, 'failed', 'declined', 2);
    expect(await store.resolvePaidByHand(order.id, { state: 'sent', erpRecord: 1 }, 'x', 3)).toBe(false);
    expect(await store.get(order.id)).toMatchObject({ state: 'failed' });
  });

  it('finds an order by its id or its RUCK-… reference', async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    await store.attachPayment(order.id, { orderNumber: 'RUCK-12345', gatewayOrderId: 'g-1', formUrl: 'f' });
    expect((await store.findByReference(order.id))?.id).toBe(order.id);
    expect((await store.findByReference('RUCK-12345'))?.id).toBe(order.id);
    expect(await store.findByReference('RUCK-99999')).toBeNull();
  });

  it('keeps a paid order after an ERP failure and offers it again when due', async () => {
    const { store, id } = await paidOrder();
    const failure = {
      error: 'Failed to send order details to database',
      outcomeUnknown: true,
      nextAttemptAt: 100,
    };
    await store.recordErpFailure(id, failure, 50);
    expect(await store.get(id)).toMatchObject({
      state: 'paid',
      erpAttempts: 1,
      nextAttemptAt: 100,
      erpOutcomeUnknown: true,
      attentionAt: null,
    });
    expect(await store.duePaid(99)).toEqual([]);
    expect((await store.duePaid(100)).map((o) => o.id)).toEqual([id]);
  });

  it('leaves a paid order to the operator after the last failure, with one mail claim', async () => {
    const { store, id } = await paidOrder();
    await store.recordErpFailure(
      id,
      { error: 'Customer not found', outcomeUnknown: false, nextAttemptAt: null },
      70,
    );
    expect(await store.get(id)).toMatchObject({ state: 'paid', nextAttemptAt: null, attentionAt: 70 });
    expect(await store.duePaid(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect((await store.attentionUnmailed()).map((o) => o.id)).toEqual([id]);
    expect([await store.claimAttentionMail(id, 71), await store.claimAttentionMail(id, 72)]).toEqual([
      true,
      false,
    ]);
    expect(await store.attentionUnmailed()).toEqual([]);
    await store.releaseAttentionMail(id);
    expect((await store.attentionUnmailed()).map((o) => o.id)).toEqual([id]);
  });

  it('claims one payment attempt at a time, again after a release or expiry', async () => {
    const store = await fresh();
    const { order } = await store.createOrGet('k', draft());
    expect(await store.claimPaymentAttempt(order.id, 0, 1000)).toBe(1);
    expect(await store.claimPaymentAttempt(order.id, 500, 1500)).toBeNull();
    await store.releasePaymentAttempt(order.id);
    expect(await store.claimPaymentAttempt(order.id, 600, 1600)).toBe(2);
    expect(await store.claimPaymentAttempt(order.id, 1601, 2600)).toBe(3);
    await store.attachPayment(order.id, {
      orderNumber: 'RUCK-1_3',
      gatewayOrderId: 'g-1',
      formUrl: 'https://g/p',
    });
    expect(await store.claimPaymentAttempt(order.id, 5000, 6000)).toBeNull();
    expect((await store.findByGatewayOrderId('g-1'))?.id).toBe(order.id);
    expect(await store.findByGatewayOrderId('g-2')).toBeNull();
  });

  it('lists pending orders older than a time, with a payment page or without (to close abandoned ones)', async () => {
    let t = 0;
    const store = await fresh(() => t);
    const a = (await store.createOrGet('a', draft())).order;
    const b = (await store.createOrGet('b', draft())).order;
    await store.attachPayment(a.id, { orderNumber: 'N_1', gatewayOrderId: 'g', formUrl: 'u' });
    t = 100;
    await store.createOrGet('c', draft());
    expect((await store.stalePending(50)).map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('holds a voucher code for one open order; a closed order’s hold goes, a paid one’s stays', async () => {
    const store = await fresh();
    const a = (await store.createOrGet('a', draft())).order;
    expect(await store.holdVoucher('TEN', a.id, 10)).toBe(true);
    expect(await store.holdVoucher('TEN', 'other-order', 11)).toBe(false);
    expect(await store.holdVoucher('FIVE', 'other-order', 11)).toBe(true);
    await store.markClosed(a.id, 'cancelled', 'payment not completed', 12);
    const b = (await store.createOrGet('b', draft())).order;
    expect(await store.holdVoucher('TEN', b.id, 13)).toBe(true);
    await store.markPaid(b.id, 14, 15);
    // Paid: used for good, even if the order is later resolved by hand.
    expect(await store.holdVoucher('TEN', 'third', 16)).toBe(false);
    // A hold whose order was never stored (the request died) goes after a minute.
    expect(await store.holdVoucher('FIVE', 'fourth', 12 + 60_000)).toBe(true);
    await store.freeVoucher('fourth');
    expect(await store.holdVoucher('FIVE', 'fifth', 12 + 60_001)).toBe(true);
  });

  it('claims a paid order’s confirmation once until the claim runs out, never a pending one', async () => {
    const store = await fresh();
    const pending = (await store.createOrGet('p', draft())).order;
    expect(await store.claimConfirmation(pending.id, 5, 100)).toBe(false);
    const { id } = (await store.createOrGet('k', draft())).order;
    await store.markPaid(id, 10, 20);
    expect([await store.claimConfirmation(id, 11, 100), await store.claimConfirmation(id, 12, 100)]).toEqual([
      true,
      false,
    ]);
    // Claimed is not mailed: only the SMTP server's acceptance marks it.
    expect((await store.get(id))?.confirmationMailedAt).toBeNull();
    await store.releaseConfirmation(id);
    expect(await store.claimConfirmation(id, 13, 100)).toBe(true);
    // A sender that died mid-send: its claim runs out and another may mail.
    expect(await store.claimConfirmation(id, 101, 200)).toBe(true);
    await store.markConfirmationMailed(id, 150);
    expect((await store.get(id))?.confirmationMailedAt).toBe(150);
    expect(await store.claimConfirmation(id, 999, 1_100)).toBe(false);
  });

  it('lists unclaimed confirmations of orders paid since a time, newest first', async () => {
    const store = await fresh();
    const ids: string[] = [];
    for (const [i, key] of ['old', 'a', 'b', 'c'].entries()) {
      const { id } = (await store.createOrGet(key, draft())).order;
      await store.markPaid(id, 100 * i, 0);
      ids.push(id);
    }
    const [old, a, b, claimed] = ids;
    await store.createOrGet('pending', draft());
    await store.markSent(a, 9, 150);
    await store.claimConfirmation(claimed, 400, 500);
    expect((await store.unconfirmed(100, 450)).map((o) => o.id)).toEqual([b, a]);
    expect((await store.unconfirmed(0, 450)).map((o) => o.id)).toEqual([b, a, old]);
    // Its claim ran out unmailed: offered again.
    expect((await store.unconfirmed(100, 501)).map((o) => o.id)).toEqual([claimed, b, a]);
  });

  describe('two nodes at once', () => {
    const RACERS = 8;

    it('store one order for a key both insert', async () => {
      const [a, b] = await driver.twoNodes();
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) => (i % 2 ? a : b).orders.createOrGet('same-key', draft())),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    });

    it('pay, send and confirm an order once', async () => {
      const [a, b] = await driver.twoNodes();
      const { order } = await a.orders.createOrGet('k', draft());
      const race = (step: (node: typeof a, i: number) => Promise<boolean>) =>
        Promise.all(Array.from({ length: RACERS }, (_, i) => step(i % 2 ? a : b, i)));
      const wins = (results: boolean[]) => results.filter(Boolean).length;
      expect(wins(await race((n, i) => n.orders.markPaid(order.id, 10 + i, 20)))).toBe(1);
      expect(wins(await race((n, i) => n.orders.claimConfirmation(order.id, 30 + i, 1_000)))).toBe(1);
      expect(wins(await race((n, i) => n.orders.markSent(order.id, 500 + i, 40)))).toBe(1);
      expect(await b.orders.get(order.id)).toMatchObject({ state: 'sent' });
    });

    it('let one of an operator’s resolution and the job’s send win', async () => {
      const [a, b] = await driver.twoNodes();
      const { order } = await a.orders.createOrGet('k', draft());
      await a.orders.markPaid(order.id, 1, 2);
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          i % 2
            ? a.orders.markSent(order.id, 700 + i, 50)
            : b.orders.resolvePaidByHand(order.id, { state: 'cancelled' }, 'refunded', 50),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('give one payment attempt to one of them', async () => {
      const [a, b] = await driver.twoNodes();
      const { order } = await a.orders.createOrGet('k', draft());
      const claims = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          (i % 2 ? a : b).orders.claimPaymentAttempt(order.id, 0, 1000),
        ),
      );
      expect(claims.filter((c) => c !== null)).toEqual([1]);
    });
  });
});
