// An order's life, pure. pending: stored, payment registered or being registered. paid: the
// gateway said deposited with our orderNumber, amount and currency. sent: the ERP has it (its
// record kept). failed/cancelled: the payment was declined or cancelled; the order goes no further.
// A paid order is never dropped: it stays paid (retried, then left to the operator) until the ERP
// takes it. These are the shop's own moves; only an operator closes a paid order otherwise (entered in the ERP by hand, or
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

/**
 * Waits after each failed send of a paid order to the ERP: 1 min, 10 min, 1 h, 4 h, 18 h. The
 * sixth failure, about a day after payment, leaves the order to the operator (needs attention).
 */
const ERP_RETRY_MS = [60_000, 10 * 60_000, 60 * 60_000, 4 * 60 * 60_000, 18 * 60 * 60_000] as const;

/** Sends of one paid order before the job stops and asks the operator. */
export const MAX_ERP_ATTEMPTS = ERP_RETRY_MS.length + 1;

/** When to try again after the `attempts`-th failed send (1 = the first), or null: no more tries. */
export function erpRetryAt(attempts: number, now: number): number | null {
  if (attempts >= MAX_ERP_ATTEMPTS) return null;
  return now + ERP_RETRY_MS[Math.max(attempts, 1) - 1];
}
