// Fakes for the order flow's unit tests: an in-memory shop store, a gateway whose answers the test
// sets (counting registrations), a mailer in place of SMTP, an order as the checkout form would
// send it and a stored order's draft.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { OrderDraft } from '@/server/orders/order';
import { openShopDb } from '@/server/store/db';
import type { PlaceOrderDeps } from '@/server/orders/place-order';
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
  state: 'Limassol',
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
  const erpOrders: string[] = [];
  let erpDown = false;
  const processWebOrder = vi.fn<SettleDeps['processWebOrder']>(async (payload) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (erpDown) {
      const { OrderError } = await import('@/server/erp/checkout');
      return {
        ok: false,
        error: new OrderError('unavailable', 'Failed to send order details to database', 'down'),
      };
    }
    if (!erpOrders.includes(payload.orderid)) erpOrders.push(payload.orderid);
    return { ok: true, data: { record: 500 + erpOrders.indexOf(payload.orderid) } };
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
      lines: lines.map((l) => ({
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
    siteUrl: SITE,
    viewTokenHash: (id) => `hash-${id}`,
    now: Date.now,
    waitMs: 2_000,
  };
  const settle: SettleDeps = { store, gateway, processWebOrder, mailConfirmation, now: Date.now };
  return {
    db,
    store,
    gateway,
    setStatus,
    place,
    settle,
    processWebOrder,
    erpOrders,
    setErpDown: (down: boolean) => (erpDown = down),
    mailConfirmation,
    setMailDown: (down: boolean) => (mailDown = down),
  };
}
