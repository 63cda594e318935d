import 'server-only';
import { paymentMismatches, type PaymentGateway } from '@/server/payment/types';
import { sendConfirmation, type ConfirmationDeps } from './confirmation';
import type { Locale } from '@/lib/i18n/locales';
import { orderLocale, type StoredOrder } from './order';
import { sendToErp, type SendDeps } from './send-to-erp';
import { logFor } from '@/server/log/logger';

// Settling a payment from the gateway's own word (getOrderStatusExtended.do), whoever asks: the
// browser's return, JCC's callback or the reconciliation job. Paid only when deposited with our
// orderNumber, amount and currency; pending → paid is a compare-and-set, and only the call that
// won it sends the order to the ERP and mails the buyer's confirmation.

const log = logFor('orders');

export interface SettleDeps extends SendDeps, ConfirmationDeps {
  gateway: PaymentGateway;
}

/** `locale`: the language the order was placed in, for the page the browser is sent back to. */
export type SettleOutcome =
  { kind: 'unknown' } | { kind: 'paid' | 'declined' | 'pending'; orderId: string; locale?: Locale };

/** A paid order's ERP send waits this long before the job may retry it, so the two do not race. */
export const FIRST_SEND_GRACE_MS = 2 * 60_000;

export interface SettleOptions {
  /** The job: a registered payment never completed is closed. */
  expireUnpaid?: boolean;
  /**
   * The browser's return: answer once the order is paid and in the ERP, and hand the confirmation
   * mail to `mailBehind` to finish behind the redirect (opening an SMTP connection took ~105 ms of
   * the return's ~120 ms, measured). The running shop passes next/server's `after`, which keeps a
   * serverless function alive until the mail is done. Its claim and retry are as when awaited: a
   * failed mail is the job's.
   */
  mailBehind?: (mail: Promise<unknown>) => void;
}

/** The mail's claim could not be stored (the store went away): the job mails it later. */
const mailClaimFailed = (orderId: string) => (error: unknown) =>
  log.error(
    { order: orderId, failure: error instanceof Error ? error.name : 'error' },
    'confirmation not claimed; the job retries it',
  );

export async function settleOrder(
  order: StoredOrder,
  deps: SettleDeps,
  opts: SettleOptions = {},
): Promise<SettleOutcome> {
  const outcome = await settle(order, deps, opts);
  return outcome.kind === 'unknown' ? outcome : { ...outcome, locale: orderLocale(order) };
}

async function settle(order: StoredOrder, deps: SettleDeps, opts: SettleOptions): Promise<SettleOutcome> {
  const orderId = order.id;
  if (order.state === 'paid' || order.state === 'sent') return { kind: 'paid', orderId };
  if (order.state !== 'pending') return { kind: 'declined', orderId };
  if (!order.gatewayOrderId || !order.orderNumber) {
    // No payment page was ever registered (the gateway refused, the shopper left): nothing can
    // be paid, so the job closes it once long abandoned, freeing its voucher.
    if (!opts.expireUnpaid) return { kind: 'pending', orderId };
    await deps.store.markClosed(orderId, 'cancelled', 'payment never registered', deps.now());
    return { kind: 'declined', orderId };
  }

  const status = await deps.gateway.paymentStatus(order.gatewayOrderId);
  // The gateway not answering proves nothing: the order stays pending for the job to settle.
  if (!status.ok) return { kind: 'pending', orderId };
  const now = deps.now();
  const s = status.data;

  if (s.status === 'deposited') {
    const mismatches = paymentMismatches(s, {
      orderNumber: order.orderNumber,
      amountCents: order.totalCents,
    });
    if (mismatches.length > 0) {
      // Money taken that is not this order's: never paid; kept visible for an operator.
      log.error({ order: orderId, mismatches }, 'payment does not match');
      await deps.store.markClosed(orderId, 'failed', `payment mismatch: ${mismatches.join(', ')}`, now);
      return { kind: 'declined', orderId };
    }
    if (await deps.store.markPaid(orderId, now, now + FIRST_SEND_GRACE_MS, s.cardLast4)) {
      const paid = await deps.store.get(orderId);
      if (paid) {
        // Side by side: a slow or failed mail neither delays nor stops the ERP send.
        const mailed = sendConfirmation(paid, deps);
        opts.mailBehind?.(mailed.catch(mailClaimFailed(orderId)));
        await Promise.all([sendToErp(paid, deps), opts.mailBehind ? null : mailed]);
      }
    }
    return { kind: 'paid', orderId };
  }
  if (s.status === 'declined' || s.status === 'reversed' || s.status === 'refunded') {
    await deps.store.markClosed(
      orderId,
      s.status === 'declined' ? 'failed' : 'cancelled',
      `payment ${s.status}`,
      now,
    );
    return { kind: 'declined', orderId };
  }
  // Registered but never paid: the job closes it once the gateway's page has long expired.
  if (opts.expireUnpaid && s.status === 'registered') {
    await deps.store.markClosed(orderId, 'cancelled', 'payment not completed', now);
    return { kind: 'declined', orderId };
  }
  return { kind: 'pending', orderId };
}

export async function settleByGatewayId(
  gatewayOrderId: string,
  deps: SettleDeps,
  opts: SettleOptions = {},
): Promise<SettleOutcome> {
  const order = await deps.store.findByGatewayOrderId(gatewayOrderId);
  return order ? settleOrder(order, deps, opts) : { kind: 'unknown' };
}
