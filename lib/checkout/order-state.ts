// An order's life, pure. pending: stored, payment registered or being registered. paid: the
// gateway said deposited with our orderNumber, amount and currency. sent: the ERP has it (its
// record kept). failed/cancelled: the payment was declined or cancelled; the order goes no further.
// A paid order is never dropped: it stays paid (retried) until the ERP takes it. These are the
// shop's own moves; only an operator closes a paid order otherwise (entered in the ERP by hand, or
// refunded: server/orders/resolve-by-hand.mjs), which this machine deliberately does not offer.

export type OrderState = 'pending' | 'paid' | 'sent' | 'failed' | 'cancelled';

const NEXT: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  paid: ['sent'],
  sent: [],
  failed: [],
  cancelled: [],
};

export const canMove = (from: OrderState, to: OrderState): boolean => NEXT[from].includes(to);

/** The states an order may reach `to` from: the store's compare-and-set conditions. */
export const statesBefore = (to: OrderState): OrderState[] =>
  (Object.keys(NEXT) as OrderState[]).filter((from) => canMove(from, to));

/** Retry delays for sending a paid order to the ERP: 1m, 5m, 15m, 1h, then hourly. */
const ERP_RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

/** When to try again after the `attempts`-th failed send (1 = the first). */
export function erpRetryAt(attempts: number, now: number): number {
  const index = Math.min(Math.max(attempts, 1), ERP_RETRY_MS.length) - 1;
  return now + ERP_RETRY_MS[index];
}
