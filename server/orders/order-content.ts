import 'server-only';
import { CHECKOUT_MESSAGES, orderDetails, type PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import { orderTotals } from '@/lib/checkout/totals';
import { voucherMessage, VOUCHER_MESSAGES, type Voucher } from '@/lib/checkout/voucher';
import type { Locale } from '@/lib/i18n/locales';
import type { Result } from '@/lib/result';
import type { ErpResult } from '@/server/erp/errors';
import type { Buyer, BuyerAccount, OrderContent } from './order';
import type { PricedLines } from './price-lines';

// What an order is, priced by the server alone: its lines (fresh prices and stock), the ERP's
// delivery method, the voucher and the totals; or why it cannot be placed, as the route answers it.

export interface ContentDeps {
  priceLines(lines: PlaceOrderInput['lines']): Promise<PricedLines>;
  deliveryOptions(): Promise<ErpResult<DeliveryOptions>>;
  findVoucher(code: string): Promise<ErpResult<Voucher | null>>;
  /** The signed-in buyer's ERP account (people record and sign-in email), read fresh. */
  accountOf(buyer: Buyer): Promise<ErpResult<BuyerAccount>>;
}

/** A refused order: the status, code and message of the route's answer. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export const PLACE_ORDER_MESSAGES = {
  unavailable: CHECKOUT_MESSAGES.unavailable,
  cartChanged: 'Some items in your cart have changed. Please review your cart.',
  inProgress: 'Your order is being placed. Please wait a moment.',
  closed: 'This order was not paid. Please place it again.',
  paymentUnavailable: 'Payments cannot be taken right now. Please try again in a few minutes.',
  idempotencyConflict:
    'This checkout was already started with different details. Please reload the page and try again.',
  /** Another order that is not paid or closed yet holds this single-use voucher. */
  voucherHeld:
    'This voucher is already being used on an order that has not been paid yet. If that order is not paid, the voucher can be used again within 2 hours.',
  /** A voucher that covers the whole order: a card payment of €0.00 cannot be taken. */
  nothingToPay:
    'Your voucher covers this whole order, and an order of €0.00 cannot be paid by card. Please add another item, or keep the voucher for a larger order.',
} as const;

const M = PLACE_ORDER_MESSAGES;
export const fail = (
  status: number,
  code: string,
  message: string,
  more: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
): { ok: false; error: Refusal } => ({ ok: false, error: { status, code, message, ...more } });

/** The order as the server prices it, or why it cannot be placed. */
export async function buildContent(
  input: PlaceOrderInput,
  buyer: Buyer | null,
  deps: ContentDeps,
  locale: Locale = 'en',
): Promise<Result<OrderContent, Refusal>> {
  // The reads are independent, so they run side by side (the checkout's answer time under load,
  // issue 13); their verdicts are still checked in this order.
  const [priced, options, found, account] = await Promise.all([
    deps.priceLines(input.lines),
    deps.deliveryOptions(),
    input.voucher ? deps.findVoucher(input.voucher) : undefined,
    buyer ? deps.accountOf(buyer) : undefined,
  ]);
  if (!priced.ok) {
    const why = priced.error;
    return why.reason === 'unavailable'
      ? fail(503, 'unavailable', M.unavailable)
      : fail(409, 'cart_changed', M.cartChanged, { extra: { quote: why.quote } });
  }

  if (!options.ok || (account && !account.ok)) return fail(503, 'unavailable', M.unavailable);
  const { method, pickupId } = input.delivery;
  const chosen =
    method === 'pickup' ? options.data.pickups.find((p) => p.id === pickupId) : options.data.couriers[0];
  if (!chosen) {
    return method === 'pickup'
      ? fail(400, 'invalid', CHECKOUT_MESSAGES.pickup, { fields: { delivery: CHECKOUT_MESSAGES.pickup } })
      : fail(503, 'unavailable', M.unavailable);
  }

  let voucher: Voucher | undefined;
  if (found) {
    if (!found.ok) {
      return fail(503, 'unavailable', VOUCHER_MESSAGES.failed, {
        fields: { voucher: VOUCHER_MESSAGES.failed },
      });
    }
    const message = voucherMessage(found.data);
    if (message) return fail(400, 'invalid', message, { fields: { voucher: message } });
    voucher = found.data!;
  }

  const totals = orderTotals(priced.data, method, voucher?.valueCents ?? 0);
  // Refused before anything is stored: no order row, no voucher held, no payment page.
  if (totals.totalCents <= 0) {
    return fail(400, 'nothing_to_pay', M.nothingToPay, { fields: { voucher: M.nothingToPay } });
  }
  if (input.confirmedTotalCents !== undefined && input.confirmedTotalCents !== totals.totalCents) {
    return fail(409, 'total_changed', CHECKOUT_MESSAGES.totalChanged, {
      extra: { totalCents: totals.totalCents },
    });
  }
  return {
    ok: true,
    data: {
      lines: priced.data,
      details: orderDetails(input.details, method),
      delivery: { method, id: chosen.id, name: chosen.name },
      ...(voucher && totals.discountCents > 0
        ? { voucher: { code: voucher.code, discountCents: totals.discountCents } }
        : {}),
      note: input.note ?? '',
      totals,
      ...(account?.ok ? { account: account.data } : {}),
      locale,
    },
  };
}
