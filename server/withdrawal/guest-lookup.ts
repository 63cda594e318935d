import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { readOrderNumber } from '@/lib/orders/order-number';
import type { Result } from '@/lib/result';
import type { StoredOrder } from '@/server/orders/order';
import type { OrderStore } from '@/server/orders/store';
import type { RateLimiter } from '@/server/shared/rate-limiter';

// A guest names an order by its number and the email it was placed with (withdrawal, order status).
// Both must match, and every refusal is the same answer after the same work: an order that exists
// under another email, one that does not exist and one not yet paid cannot be told apart, so the
// form cannot be used to find order numbers or the emails behind them. Every attempt is counted per
// client before anything is read.

export type LookupRefusal = { kind: 'no_match' } | { kind: 'rate_limited'; retryAfterSeconds: number };

export interface GuestLookupDeps {
  orders: Pick<OrderStore, 'findByOrderNumber'>;
  limiter: RateLimiter;
}

export interface GuestLookup {
  orderNumber: string;
  email: string;
}

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

/** Whether the typed email is the order's, in constant time (case and spaces aside). */
export function sameEmail(typed: string, stored: string): boolean {
  return timingSafeEqual(digest(typed), digest(stored));
}

/** Orders a guest may look up: placed and paid (an unpaid order is no contract yet). */
const LOOKABLE: ReadonlySet<StoredOrder['state']> = new Set(['paid', 'sent']);

/** The order both the number and the email name, or the one refusal; `clientKey`: the rate-limit key. */
export async function lookUpGuestOrder(
  deps: GuestLookupDeps,
  input: GuestLookup,
  clientKey: string,
): Promise<Result<StoredOrder, LookupRefusal>> {
  const verdict = await deps.limiter.consume(clientKey);
  if (!verdict.ok) return { ok: false, error: { kind: 'rate_limited', ...verdict.error } };
  const order = await deps.orders.findByOrderNumber(readOrderNumber(input.orderNumber));
  // Compared even when there is no order, so a missing number takes as long as a wrong email.
  const matches = sameEmail(input.email, order?.email ?? '') && order !== null;
  return matches && LOOKABLE.has(order.state)
    ? { ok: true, data: order }
    : { ok: false, error: { kind: 'no_match' } };
}
