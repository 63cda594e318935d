import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import { orderNumber as shopOrderNumber } from '@/lib/orders/order-number';
import type { Result } from '@/lib/result';
import { site } from '@/lib/site';
import type { PaymentGateway } from '@/server/payment/types';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { orderLocale, type Buyer, type StoredOrder } from './order';
import {
  buildContent,
  fail,
  PLACE_ORDER_MESSAGES as M,
  type ContentDeps,
  type Refusal,
} from './order-content';
import { confirmationUrl, orderNumberFor, returnUrls } from './payment-urls';
import { requestHash } from './request-hash';
import type { OrderStore } from './store';
import { logFor } from '@/server/log/logger';

// Placing an order (issue 12): the server prices the cart, delivery and voucher itself (holding a
// single-use voucher for this order alone), stores the order as pending under the browser's
// idempotency key, and registers one payment for it. The same
// key again with the same request (a double click, two tabs, a retry) answers the same order and
// payment page; with a different request it is refused, never answered with another order's page.

const log = logFor('checkout');

export interface PlaceOrderDeps extends ContentDeps {
  store: OrderStore;
  gateway: PaymentGateway;
  siteUrl: string;
  /** The hash stored for the guest's view token of an order. */
  viewTokenHash(orderId: string): string;
  now(): number;
  /** How long a second request waits for the first one's payment page. */
  waitMs?: number;
}

/** The order's id and the page the shopper pays on. */
export type PlacedOrder = { orderId: string; redirectUrl: string };
export type PlaceOrderResult = Result<PlacedOrder, Refusal>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order's payment page: registered once per attempt; a concurrent request waits for it. */
async function paymentPage(order: StoredOrder, deps: PlaceOrderDeps): Promise<PlaceOrderResult> {
  if (order.state === 'paid' || order.state === 'sent')
    return { ok: true, data: { orderId: order.id, redirectUrl: confirmationUrl(deps.siteUrl, order.id) } };
  if (order.state !== 'pending') return fail(409, 'order_closed', M.closed);
  if (order.formUrl) return { ok: true, data: { orderId: order.id, redirectUrl: order.formUrl } };

  const now = deps.now();
  // The claim outlives the gateway's 10 s timeout, so a live registration is never doubled.
  const attempt = await deps.store.claimPaymentAttempt(order.id, now, now + 30_000);
  if (attempt === null) {
    const deadline = Date.now() + (deps.waitMs ?? 10_000);
    while (Date.now() < deadline) {
      await sleep(100);
      const current = await deps.store.get(order.id);
      if (current?.formUrl) return { ok: true, data: { orderId: order.id, redirectUrl: current.formUrl } };
    }
    return fail(409, 'in_progress', M.inProgress);
  }

  const orderNumber = orderNumberFor(order.id, attempt);
  const registered = await deps.gateway.registerPayment({
    amountCents: order.totalCents,
    orderNumber,
    ...returnUrls(deps.siteUrl),
    // The shopper's order number, without the attempt: what the card page and statement show.
    description: fill(MESSAGES[orderLocale(order)].checkout.paymentDescription, {
      shop: site.name,
      number: shopOrderNumber(order.id),
    }),
    email: order.email,
    // The card page in the shopper's language.
    language: orderLocale(order),
  });
  if (!registered.ok || !deps.gateway.isGatewayUrl(registered.data.formUrl)) {
    if (registered.ok) log.error({ orderNumber }, "payment page off the gateway's origin");
    await deps.store.releasePaymentAttempt(order.id);
    return fail(503, 'payment_unavailable', M.paymentUnavailable);
  }
  await deps.store.attachPayment(order.id, { orderNumber, ...registered.data });
  return { ok: true, data: { orderId: order.id, redirectUrl: registered.data.formUrl } };
}

/** A key's order, for the request it was placed with only. */
async function answerFor(order: StoredOrder, hash: string, deps: PlaceOrderDeps): Promise<PlaceOrderResult> {
  // An order stored before requests were fingerprinted answers any repeat, as it always did.
  if (order.requestHash !== null && order.requestHash !== hash) {
    return fail(409, 'idempotency_conflict', M.idempotencyConflict);
  }
  return paymentPage(order, deps);
}

/** `buyer`: the session's signed-in customer, or null for a guest. */
export async function placeOrder(
  input: PlaceOrderInput,
  buyer: Buyer | null,
  deps: PlaceOrderDeps,
  locale: Locale = 'en',
): Promise<PlaceOrderResult> {
  const hash = requestHash(input);
  // A key seen before answers its order as stored: prices are not re-read for a repeat.
  const existing = await deps.store.getByIdempotencyKey(input.idempotencyKey);
  if (existing) return answerFor(existing, hash, deps);

  const built = await buildContent(input, buyer, deps, locale);
  if (!built.ok) return built;
  const id = randomUUID();
  // A single-use voucher goes to one open order at a time: held before the order is stored.
  const code = built.data.voucher?.code;
  if (code !== undefined && !(await deps.store.holdVoucher(code, id, deps.now()))) {
    const same = await deps.store.getByIdempotencyKey(input.idempotencyKey);
    if (same) return answerFor(same, hash, deps);
    return fail(409, 'voucher_held', M.voucherHeld, { fields: { voucher: M.voucherHeld } });
  }
  const { order, created } = await deps.store.createOrGet(input.idempotencyKey, {
    id,
    userId: buyer?.userId ?? null,
    content: built.data,
    viewTokenHash: deps.viewTokenHash(id),
    requestHash: hash,
  });
  if (!created && code !== undefined) await deps.store.freeVoucher(id);
  // Another request may have stored the key first, while this one was pricing.
  return answerFor(order, hash, deps);
}
