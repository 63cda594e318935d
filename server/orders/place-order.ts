import 'server-only';
import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, type PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import { orderTotals } from '@/lib/checkout/totals';
import { voucherMessage, VOUCHER_MESSAGES, type Voucher } from '@/lib/checkout/voucher';
import type { ErpResult } from '@/server/erp/errors';
import type { PaymentGateway } from '@/server/payment/types';
import type { OrderContent, StoredOrder } from './order';
import type { PricedLines } from './price-lines';
import type { OrderStore } from './store';
import { orderNumberFor, returnUrls } from './payment-urls';

// Placing an order (issue 12): the server prices the cart, delivery and voucher itself, stores the
// order as pending under the browser's idempotency key, and registers one payment for it. The same
// key again (a double click, two tabs, a retried request) answers the same order and payment page.

export interface PlaceOrderDeps {
  store: OrderStore;
  gateway: PaymentGateway;
  priceLines(lines: PlaceOrderInput['lines']): Promise<PricedLines>;
  deliveryOptions(): Promise<ErpResult<DeliveryOptions>>;
  findVoucher(code: string): Promise<ErpResult<Voucher | null>>;
  siteUrl: string;
  /** The hash stored for the guest's view token of an order. */
  viewTokenHash(orderId: string): string;
  now(): number;
  /** How long a second request waits for the first one's payment page. */
  waitMs?: number;
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; redirectUrl: string }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
      extra?: Record<string, unknown>;
    };

export const PLACE_ORDER_MESSAGES = {
  unavailable: 'Your order cannot be placed right now. Please try again in a few minutes.',
  cartChanged: 'Some items in your cart have changed. Please review your cart.',
  inProgress: 'Your order is being placed. Please wait a moment.',
  closed: 'This order was not paid. Please place it again.',
  paymentUnavailable: 'Payments cannot be taken right now. Please try again in a few minutes.',
} as const;

const M = PLACE_ORDER_MESSAGES;
const fail = (
  status: number,
  code: string,
  message: string,
  more: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
): PlaceOrderResult => ({ ok: false, status, code, message, ...more });

type Built = { ok: true; content: OrderContent } | { ok: false; result: PlaceOrderResult };

/** The order as the server prices it, or why it cannot be placed. */
async function buildContent(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<Built> {
  const refuse = (result: PlaceOrderResult): Built => ({ ok: false, result });
  const priced = await deps.priceLines(input.lines);
  if (!priced.ok) {
    return refuse(
      priced.reason === 'unavailable'
        ? fail(503, 'unavailable', M.unavailable)
        : fail(409, 'cart_changed', M.cartChanged, { extra: { quote: priced.quote } }),
    );
  }

  const options = await deps.deliveryOptions();
  if (!options.ok) return refuse(fail(503, 'unavailable', M.unavailable));
  const { method, pickupId } = input.delivery;
  const chosen =
    method === 'pickup' ? options.data.pickups.find((p) => p.id === pickupId) : options.data.couriers[0];
  if (!chosen) {
    return refuse(
      method === 'pickup'
        ? fail(400, 'invalid', CHECKOUT_MESSAGES.pickup, { fields: { delivery: CHECKOUT_MESSAGES.pickup } })
        : fail(503, 'unavailable', M.unavailable),
    );
  }

  let voucher: Voucher | undefined;
  if (input.voucher) {
    const found = await deps.findVoucher(input.voucher);
    if (!found.ok) {
      return refuse(
        fail(503, 'unavailable', VOUCHER_MESSAGES.failed, { fields: { voucher: VOUCHER_MESSAGES.failed } }),
      );
    }
    const message = voucherMessage(found.data);
    if (message) return refuse(fail(400, 'invalid', message, { fields: { voucher: message } }));
    voucher = found.data!;
  }

  const totals = orderTotals(priced.lines, method, voucher?.valueCents ?? 0);
  if (input.confirmedTotalCents !== undefined && input.confirmedTotalCents !== totals.totalCents) {
    return refuse(
      fail(409, 'total_changed', CHECKOUT_MESSAGES.totalChanged, {
        extra: { totalCents: totals.totalCents },
      }),
    );
  }
  return {
    ok: true,
    content: {
      lines: priced.lines,
      details: input.details,
      delivery: { method, id: chosen.id, name: chosen.name },
      ...(voucher && totals.discountCents > 0
        ? { voucher: { code: voucher.code, discountCents: totals.discountCents } }
        : {}),
      note: input.note ?? '',
      totals,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order's payment page: registered once per attempt; a concurrent request waits for it. */
async function paymentPage(order: StoredOrder, deps: PlaceOrderDeps): Promise<PlaceOrderResult> {
  const confirmation = `${deps.siteUrl}/order-confirmation?order=${order.id}`;
  if (order.state === 'paid' || order.state === 'sent')
    return { ok: true, orderId: order.id, redirectUrl: confirmation };
  if (order.state !== 'pending') return fail(409, 'order_closed', M.closed);
  if (order.formUrl) return { ok: true, orderId: order.id, redirectUrl: order.formUrl };

  const now = deps.now();
  // The claim outlives the gateway's 10 s timeout, so a live registration is never doubled.
  const attempt = deps.store.claimPaymentAttempt(order.id, now, now + 30_000);
  if (attempt === null) {
    const deadline = Date.now() + (deps.waitMs ?? 10_000);
    while (Date.now() < deadline) {
      await sleep(100);
      const current = deps.store.get(order.id);
      if (current?.formUrl) return { ok: true, orderId: order.id, redirectUrl: current.formUrl };
    }
    return fail(409, 'in_progress', M.inProgress);
  }

  const orderNumber = orderNumberFor(order.id, attempt);
  const registered = await deps.gateway.registerPayment({
    amountCents: order.totalCents,
    orderNumber,
    ...returnUrls(deps.siteUrl),
    description: `RUCK order ${orderNumber}`,
    email: order.email,
  });
  if (!registered.ok || !deps.gateway.isGatewayUrl(registered.data.formUrl)) {
    if (registered.ok) console.error(`[checkout] payment page off the gateway's origin for ${orderNumber}`);
    deps.store.releasePaymentAttempt(order.id);
    return fail(503, 'payment_unavailable', M.paymentUnavailable);
  }
  deps.store.attachPayment(order.id, { orderNumber, ...registered.data });
  return { ok: true, orderId: order.id, redirectUrl: registered.data.formUrl };
}

export async function placeOrder(
  input: PlaceOrderInput,
  userId: number | null,
  deps: PlaceOrderDeps,
): Promise<PlaceOrderResult> {
  // A key seen before answers its order as stored: prices are not re-read for a repeat.
  const existing = deps.store.getByIdempotencyKey(input.idempotencyKey);
  if (existing) return paymentPage(existing, deps);

  const built = await buildContent(input, deps);
  if (!built.ok) return built.result;
  const id = randomUUID();
  const { order } = deps.store.createOrGet(input.idempotencyKey, {
    id,
    userId,
    content: built.content,
    viewTokenHash: deps.viewTokenHash(id),
  });
  return paymentPage(order, deps);
}
