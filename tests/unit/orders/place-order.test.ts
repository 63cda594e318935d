import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES } from '@/lib/checkout/voucher';
import { placeOrder } from '@/server/orders/place-order';
import { GATEWAY, orderDeps, orderInput, SITE } from './fakes';

describe('placeOrder', () => {
  it('stores a pending order priced by the server and registers its payment from SITE_URL', async () => {
    const { place, store, gateway } = orderDeps();
    const result = await placeOrder(orderInput(), { userId: 42 }, place);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.redirectUrl.startsWith(`${GATEWAY}/pay`)).toBe(true);
    const order = (await store.get(result.data.orderId))!;
    // 2 × €15 = €30 goods, below €50: €3 courier.
    expect(order).toMatchObject({ state: 'pending', userId: 42, totalCents: 3300, email: 'ana@example.com' });
    expect(order.content.delivery).toEqual({ method: 'courier', id: 3, name: 'AKIS EXPRESS COURIER' });
    expect(gateway.registerPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        amountCents: 3300,
        orderNumber: order.orderNumber,
        returnUrl: `${SITE}/api/checkout/return`,
        failUrl: `${SITE}/api/checkout/return?failed=1`,
        // The card page names the shopper's order number, not the attempt's.
        description: `RUCK order ${order.orderNumber!.split('_')[0]}`,
      }),
    );
    expect(order.orderNumber).toMatch(/^RUCK-[0-9A-F]{12}_1$/);
  });

  it('gives the same order and payment page for the same key, sequential or concurrent', async () => {
    const { place, gateway } = orderDeps();
    const input = orderInput();
    const [a, b] = await Promise.all([placeOrder(input, null, place), placeOrder(input, null, place)]);
    const c = await placeOrder(input, null, place);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(gateway.registerPayment).toHaveBeenCalledTimes(1);
  });

  it('answers one of two concurrent different requests under one key, refusing the other', async () => {
    const { place, gateway } = orderDeps();
    const input = orderInput();
    const results = await Promise.all([
      placeOrder(input, null, place),
      placeOrder({ ...input, delivery: { method: 'pickup', pickupId: 9 } }, null, place),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      error: { status: 409, code: 'idempotency_conflict' },
    });
    expect(gateway.registerPayment).toHaveBeenCalledTimes(1);
  });

  it('answers any repeat of an order stored before requests were fingerprinted', async () => {
    const { place, db } = orderDeps();
    const input = orderInput();
    const first = await placeOrder(input, null, place);
    db.exec('UPDATE orders SET request_hash = NULL');
    expect(await placeOrder({ ...input, note: 'ring twice' }, null, place)).toEqual(first);
  });

  it('registers a new attempt with a new orderNumber after the gateway failed', async () => {
    const { place, gateway, store } = orderDeps();
    const input = orderInput();
    gateway.registerPayment.mockResolvedValueOnce({
      ok: false,
      error: new (await import('@/server/payment/types')).PaymentError('unavailable', 'register.do', 'down'),
    });
    const failed = await placeOrder(input, null, place);
    expect(failed).toMatchObject({ ok: false, error: { status: 503, code: 'payment_unavailable' } });
    const again = await placeOrder(input, null, place);
    if (!again.ok) throw new Error(again.error.message);
    expect((await store.get(again.data.orderId))?.orderNumber).toMatch(/_2$/);
  });

  it('refuses a payment page off the gateway origin', async () => {
    const { place, gateway } = orderDeps();
    gateway.registerPayment.mockResolvedValueOnce({
      ok: true,
      data: { gatewayOrderId: 'x', formUrl: 'https://evil.example/pay' },
    });
    expect(await placeOrder(orderInput(), null, place)).toMatchObject({
      ok: false,
      error: {
        code: 'payment_unavailable',
      },
    });
  });

  it('refuses a cart that changed, with the quote', async () => {
    const { place, gateway } = orderDeps();
    const quote = { lines: [], totals: { subtotalCents: 0 } };
    place.priceLines = async () => ({ ok: false, error: { reason: 'cart_changed', quote } }) as never;
    const result = await placeOrder(orderInput(), null, place);
    expect(result).toMatchObject({
      ok: false,
      error: { status: 409, code: 'cart_changed', extra: { quote } },
    });
    expect(gateway.registerPayment).not.toHaveBeenCalled();
  });

  it.each([
    ['NOPE', 'This voucher code is not valid.'],
    ['OLD', 'This voucher has expired.'],
    ['SPENT', 'This voucher has already been used.'],
    ['UNREADABLE', VOUCHER_MESSAGES.unreadable],
  ])('refuses voucher %s: %s', async (voucher, message) => {
    const { place } = orderDeps();
    expect(await placeOrder(orderInput({ voucher }), null, place)).toMatchObject({
      ok: false,
      error: {
        status: 400,
        fields: { voucher: message },
      },
    });
  });

  it('takes a valid voucher off the goods, and a pickup point for free', async () => {
    const { place, store } = orderDeps();
    const input = orderInput({ voucher: 'TEN', delivery: { method: 'pickup', pickupId: 9 } });
    const result = await placeOrder(input, null, place);
    if (!result.ok) throw new Error(result.error.message);
    const order = (await store.get(result.data.orderId))!;
    expect(order.totalCents).toBe(2000);
    expect(order.content.voucher).toEqual({ code: 'TEN', discountCents: 1000 });
    expect(order.content.delivery.name).toBe('DAKA LIMASSOL');
  });

  it('reads the prices, the delivery methods and the voucher side by side, not one after another', async () => {
    const { place } = orderDeps();
    const started: string[] = [];
    // Each read answers only once all three have started: one after another, this would never end.
    let allStarted!: () => void;
    const gate = new Promise<void>((resolve) => (allStarted = resolve));
    const timed =
      <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        started.push(name);
        if (started.length === 3) allStarted();
        await gate;
        return read(...args);
      };
    const deps = {
      ...place,
      priceLines: timed('prices', place.priceLines),
      deliveryOptions: timed('delivery', place.deliveryOptions),
      findVoucher: timed('voucher', place.findVoucher),
    };
    const result = await placeOrder(orderInput({ voucher: 'TEN' }), null, deps);
    expect(result).toMatchObject({ ok: true });
    expect(started.sort()).toEqual(['delivery', 'prices', 'voucher']);
  });

  it('refuses a changed cart before a voucher it read at the same time', async () => {
    const { place } = orderDeps();
    const deps = {
      ...place,
      priceLines: async () => ({ ok: false as const, error: { reason: 'unavailable' as const } }),
    };
    expect(await placeOrder(orderInput({ voucher: 'OLD' }), null, deps)).toMatchObject({
      ok: false,
      error: {
        status: 503,
        code: 'unavailable',
      },
    });
  });

  it('refuses a pickup point that is not one of the ERP’s', async () => {
    const { place } = orderDeps();
    const input = orderInput({ delivery: { method: 'pickup', pickupId: 3 } });
    expect(await placeOrder(input, null, place)).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('refuses when the total the shopper saw is not the server’s', async () => {
    const { place, gateway } = orderDeps();
    expect(await placeOrder(orderInput({ confirmedTotalCents: 3000 }), null, place)).toEqual({
      ok: false,
      error: {
        status: 409,
        code: 'total_changed',
        message: 'The total has changed. Please review your order.',
        extra: { totalCents: 3300 },
      },
    });
    expect(gateway.registerPayment).not.toHaveBeenCalled();
    expect(await placeOrder(orderInput({ confirmedTotalCents: 3300 }), null, place)).toMatchObject({
      ok: true,
    });
  });

  it('refuses an order of €0.00 (a voucher covering it all) before anything is stored', async () => {
    const { place, gateway, db } = orderDeps();
    // €30 of goods picked up for free, a €30 voucher: nothing left to pay by card.
    place.findVoucher = async (code) => ({ ok: true, data: { code, valueCents: 3000, status: 'valid' } });
    const input = orderInput({ voucher: 'ALL30', delivery: { method: 'pickup', pickupId: 9 } });
    const message =
      'Your voucher covers this whole order, and an order of €0.00 cannot be paid by card. Please add another item, or keep the voucher for a larger order.';
    expect(await placeOrder(input, null, place)).toEqual({
      ok: false,
      error: {
        status: 400,
        code: 'nothing_to_pay',
        message,
        fields: { voucher: message },
      },
    });
    expect(gateway.registerPayment).not.toHaveBeenCalled();
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });
});

describe('a single-use voucher on one open order at a time', () => {
  const withVoucher = () => orderInput({ voucher: 'TEN' });

  it('refuses the code on a second order while the first is open, and lets it go once that one closes', async () => {
    const { place, store, settle } = orderDeps();
    const first = await placeOrder(withVoucher(), null, place);
    if (!first.ok) throw new Error(first.error.message);
    const message =
      'This voucher is already being used on an order that has not been paid yet. If that order is not paid, the voucher can be used again within 2 hours.';
    expect(await placeOrder(withVoucher(), { userId: 7 }, place)).toEqual({
      ok: false,
      error: {
        status: 409,
        code: 'voucher_held',
        message,
        fields: { voucher: message },
      },
    });

    await store.markClosed(first.data.orderId, 'failed', 'payment declined', settle.now());
    expect(await placeOrder(withVoucher(), { userId: 7 }, place)).toMatchObject({ ok: true });
  });

  it('answers a repeat of the holding request with its own order and page', async () => {
    const { place } = orderDeps();
    const input = withVoucher();
    const [a, b] = await Promise.all([placeOrder(input, null, place), placeOrder(input, null, place)]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
  });

  it('keeps the code used once its order is paid: five orders from five addresses, one discount', async () => {
    const { place, store, settle } = orderDeps();
    const first = await placeOrder(withVoucher(), null, place);
    if (!first.ok) throw new Error(first.error.message);
    await store.markPaid(first.data.orderId, settle.now(), settle.now());
    const others = await Promise.all(
      Array.from({ length: 5 }, (_, i) => placeOrder(withVoucher(), { userId: i + 1 }, place)),
    );
    expect(others.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(Array(5).fill('voucher_held'));
  });

  it('gives one of five concurrent orders the voucher', async () => {
    const { place } = orderDeps();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(withVoucher(), null, place)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
