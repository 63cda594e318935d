import 'server-only';
import { erpRetryAt } from '@/lib/checkout/order-state';
import { ORDER_NOT_SENT, OrderError } from '@/server/erp/checkout';
import type { ErpResult } from '@/server/erp/errors';
import {
  buildOrderPayload,
  type OrderCustomer,
  type WebOrderPayload,
} from '@/server/erp/transforms/order-payload';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';
import { logFor } from '@/server/log/logger';

// A paid order into the ERP ($PosProcessWeb) exactly once. Nothing shows that the ERP ignores a
// repeated orderid, so an order whose last send had no clear outcome (a timeout, a dropped
// connection, an unreadable answer) is first looked up in the ERP by our id, and sent again only
// when it is surely not there. A failure keeps the order paid and schedules the next try; after
// the last one it is left to the operator (needs attention), never dropped.

const log = logFor('orders');

export interface SendDeps {
  store: OrderStore;
  processWebOrder(payload: WebOrderPayload): Promise<ErpResult<{ record: number | null }>>;
  /** The ERP's order for our order id, or null when it surely has none. */
  findWebOrder(orderId: string): Promise<ErpResult<{ record: number } | null>>;
  now(): number;
}

/**
 * A signed-in buyer's order is booked to the account it was placed from (its people record and
 * sign-in email), never to whoever the form's email names; a guest's carries the form's details.
 */
function customerOf(order: StoredOrder): OrderCustomer {
  const d = order.content.details;
  const contact = { email: d.email, phone: d.phone, addr1: d.address, postal: d.zipCode, city: d.city };
  const { account } = order.content;
  if (account) return { kind: 'registered', ...contact, email: account.email, people: account.peopleId };
  if (order.userId !== null) return { kind: 'registered', ...contact };
  return {
    kind: 'guest',
    name: d.firstName,
    surname: d.lastName,
    ...contact,
    addr2: '',
    // The spec's guest fields stay on the wire; the checkout asks no state: Cyprus has none (0075).
    state: '',
    country: d.country,
  };
}

const payloadOf = (order: StoredOrder, now: number): WebOrderPayload =>
  buildOrderPayload({
    orderId: order.id,
    now: new Date(order.paidAt ?? now),
    delivery: order.content.delivery.name,
    note: order.content.note,
    customer: customerOf(order),
    lines: order.content.lines.map((l) => ({ ...l, size: l.erpSize ?? l.size })),
    deliveryCents: order.content.totals.deliveryCents,
    voucher: order.content.voucher,
  });

async function failed(
  order: StoredOrder,
  deps: SendDeps,
  reason: string,
  outcomeUnknown: boolean,
): Promise<false> {
  const attempts = order.erpAttempts + 1;
  const now = deps.now();
  const nextAttemptAt = erpRetryAt(attempts, now);
  log.error(
    { order: order.id, attempt: attempts, last: nextAttemptAt === null, reason },
    nextAttemptAt === null
      ? 'paid but not in the ERP, the last attempt: needs attention'
      : 'paid but not in the ERP',
  );
  await deps.store.recordErpFailure(order.id, { error: reason, outcomeUnknown, nextAttemptAt }, now);
  return false;
}

export async function sendToErp(order: StoredOrder, deps: SendDeps): Promise<boolean> {
  if (order.erpOutcomeUnknown) {
    const found = await deps.findWebOrder(order.id);
    if (!found.ok) return failed(order, deps, `lookup before resending failed: ${found.error.message}`, true);
    if (found.data) return deps.store.markSent(order.id, found.data.record, deps.now());
  }
  const sent = await deps.processWebOrder(payloadOf(order, deps.now()));
  if (sent.ok) return deps.store.markSent(order.id, sent.data.record, deps.now());
  // The ERP's own text, already cleared of personal data, tells the operator what to fix.
  const { error } = sent;
  const unknown = error instanceof OrderError ? error.userMessage === ORDER_NOT_SENT : true;
  const reason = error instanceof OrderError ? `${error.message} (${error.detail})` : error.message;
  return failed(order, deps, reason, unknown);
}
