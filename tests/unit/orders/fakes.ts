// Fakes for the order flow's unit tests: an in-memory shop store, a gateway whose answers the test
// sets (counting registrations), a mailer in place of SMTP, an order as the checkout form would
// send it, a stored order's draft, and an order placed on them.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { OrderDraft } from '@/server/orders/order';
import { openShopDb } from '@/server/store/db';
import { placeOrder, type PlaceOrderDeps } from '@/server/orders/place-order';
import { sqliteOrderStore } from '@/server/orders/store';
import { EUR_NUMERIC, type PaymentGateway, type PaymentStatus } from '@/server/payment/types';
import type { SettleDeps } from '@/server/orders/settle';

export const SITE = 'https://ruck.example';
export const GATEWAY = 'https://gateway.example';

export const details = {
  email: 'Ana@Example.com',
  firstName: 'Ana',
  lastName: 'Georgiou',
  address: '12 Makariou Avenue',
  city: 'Limassol',
  zipCode: '3030',
  country: 'Cyprus',
  phone: '+357 99 123456',
};

export const orderInput = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: 7, size: 'M', color: 'Black', quantity: 2 }],
  details: { ...details, email: 'ana@example.com' },
  delivery: { method: 'courier' },
  ...over,
});

/** A stored order's draft with no lines: €30 goods and €3 courier delivery. */
export const orderDraft = (): OrderDraft => ({
  id: randomUUID(),
  userId: null,
  viewTokenHash: 'h',
  requestHash: 'r',
  content: {
    lines: [],
    details,
    delivery: { method: 'courier', id: 3, name: 'AKIS EXPRESS' },
    note: '',
    totals: { subtotalCents: 3000, deliveryCents: 300, discountCents: 0, totalCents: 3300 },
  },
});

export function fakeGateway() {
  let next = 0;
  const registered = new Map<string, { orderNumber: string; amountCents: number }>();
  const statuses = new Map<string, Partial<PaymentStatus> | 'down'>();
  const gateway = {
    registerPayment: vi.fn<PaymentGateway['registerPayment']>(async (r) => {
      const gatewayOrderId = `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
      registered.set(gatewayOrderId, { orderNumber: r.orderNumber, amountCents: r.amountCents });
      return { ok: true, data: { gatewayOrderId, formUrl: `${GATEWAY}/pay?mdOrder=${gatewayOrderId}` } };
    }),
    paymentStatus: vi.fn<PaymentGateway['paymentStatus']>(async (id) => {
      const set = statuses.get(id);
      const reg = registered.get(id);
      if (set === 'down' || !reg) {
        const { PaymentError } = await import('@/server/payment/types');
        return { ok: false, error: new PaymentError('unavailable', 'getOrderStatusExtended.do', 'down') };
      }
      return {
        ok: true,
        data: { status: 'registered', currency: EUR_NUMERIC, ...reg, ...set },
      };
    }),
    refund: vi.fn(),
    reverse: vi.fn(),
    isGatewayUrl: (url: string) => url.startsWith(`${GATEWAY}/`),
    checkCredentials: vi.fn(),
  } satisfies PaymentGateway;
  return {
    gateway,
    /** What getOrderStatusExtended.do answers for a gateway order from now on. */
    setStatus: (id: string, status: Partial<PaymentStatus> | 'down') => statuses.set(id, status),
  };
}

export function orderDeps() {
  const db = openShopDb(':memory:');
  const store = sqliteOrderStore(db);
  const { gateway, setStatus } = fakeGateway();
  // The ERP as strict as it may be: every $PosProcessWeb books an order, a repeated orderid too.
  const erpOrders: string[] = [];
  let erpDown = false;
  /** The ERP books the order, then its answer is lost (a timeout): the outcome is unknown. */
  let answerLost = false;
  const processWebOrder = vi.fn<SettleDeps['processWebOrder']>(async (payload) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { OrderError } = await import('@/server/erp/checkout');
    if (erpDown) {
      return {
        ok: false,
        error: new OrderError('unavailable', 'Failed to send order details to database', 'down'),
      };
    }
    erpOrders.push(payload.orderid);
    if (answerLost)
      return {
        ok: false,
        error: new OrderError('timeout', 'Failed to send order details to database', 'no answer'),
      };
    return { ok: true, data: { record: 500 + erpOrders.length - 1 } };
  });
  const findWebOrder = vi.fn<SettleDeps['findWebOrder']>(async (orderId) => {
    if (erpDown) {
      const { ErpError } = await import('@/server/erp/errors');
      return { ok: false, error: new ErpError('unavailable', '$TableGetView', 'down') };
    }
    const index = erpOrders.indexOf(orderId);
    return { ok: true, data: index < 0 ? null : { record: 500 + index } };
  });
  let mailDown = false;
  const mailConfirmation = vi.fn<NonNullable<SettleDeps['mailConfirmation']>>(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (mailDown)
      throw Object.assign(new Error('Connection refused for ana@example.com'), { code: 'ECONNECTION' });
  });
  const place: PlaceOrderDeps = {
    store,
    gateway,
    priceLines: vi.fn<PlaceOrderDeps['priceLines']>(async (lines) => ({
      ok: true as const,
      data: lines.map((l) => ({
        ...l,
        code: `A${l.id}`,
        name: 'Tee',
        colour: l.color.toUpperCase(),
        unitPriceCents: 1500,
      })),
    })),
    deliveryOptions: async () => ({
      ok: true,
      data: {
        couriers: [{ id: 3, name: 'AKIS EXPRESS COURIER', kind: 'courier' }],
        pickups: [{ id: 9, name: 'DAKA LIMASSOL', kind: 'pickup' }],
      },
    }),
    findVoucher: async (code) => ({
      ok: true,
      data:
        code === 'TEN'
          ? { code, valueCents: 1000, status: 'valid' }
          : code === 'OLD'
            ? { code, valueCents: 1000, status: 'expired' }
            : code === 'SPENT'
              ? { code, valueCents: 1000, status: 'used' }
              : code === 'UNREADABLE'
                ? { code, valueCents: 1000, status: 'unreadable' }
                : null,
    }),
    accountOf: async ({ userId }) => ({
      ok: true,
      data: { peopleId: userId, email: `customer${userId}@example.com` },
    }),
    siteUrl: SITE,
    viewTokenHash: (id) => `hash-${id}`,
    now: Date.now,
    waitMs: 2_000,
  };
  const settle: SettleDeps = {
    store,
    gateway,
    processWebOrder,
    findWebOrder,
    mailConfirmation,
    now: Date.now,
  };
  return {
    db,
    store,
    gateway,
    setStatus,
    place,
    settle,
    processWebOrder,
    findWebOrder,
    erpOrders,
    setErpDown: (down: boolean) => (erpDown = down),
    setAnswerLost: (lost: boolean) => (answerLost = lost),
    mailConfirmation,
    setMailDown: (down: boolean) => (mailDown = down),
  };
}

/** An order placed on fresh fakes, its payment registered and not settled yet. */
export async function placedOrder(userId: number | null = null) {
  const deps = orderDeps();
  const result = await placeOrder(orderInput(), userId === null ? null : { userId }, deps.place);
  if (!result.ok) throw new Error(result.error.message);
  const order = (await deps.store.get(result.data.orderId))!;
  return { ...deps, order, gatewayId: order.gatewayOrderId! };
}
