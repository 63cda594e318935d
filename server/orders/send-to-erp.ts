import 'server-only';
import { erpRetryAt } from '@/lib/checkout/order-state';
import { OrderError } from '@/server/erp/checkout';
import type { ErpResult } from '@/server/erp/errors';
import {
  buildOrderPayload,
  type OrderCustomer,
  type WebOrderPayload,
} from '@/server/erp/transforms/order-payload';
import type { StoredOrder } from './order';
import type { OrderStore } from './store';

// A paid order into the ERP ($PosProcessWeb), with our order id as its orderid: the ERP answers the
// same record for a repeated orderid, so a retry after an unknown outcome cannot make two orders.
// A failure keeps the order paid and schedules the next try; it is never dropped.

export interface SendDeps {
  store: OrderStore;
  processWebOrder(payload: WebOrderPayload): Promise<ErpResult<{ record: number }>>;
  now(): number;
}

function customerOf(order: StoredOrder): OrderCustomer {
  const d = order.content.details;
  const contact = { email: d.email, phone: d.phone, addr1: d.address, postal: d.zipCode, city: d.city };
  if (order.userId !== null) return { kind: 'registered', ...contact };
  return {
    kind: 'guest',
    name: d.firstName,
    surname: d.lastName,
    ...contact,
    addr2: '',
    state: d.state,
    country: d.country,
  };
}

export async function sendToErp(order: StoredOrder, deps: SendDeps): Promise<boolean> {
  const { content } = order;
  const payload = buildOrderPayload({
    orderId: order.id,
    now: new Date(order.paidAt ?? deps.now()),
    delivery: content.delivery.name,
    note: content.note,
    customer: customerOf(order),
    lines: content.lines.map((l) => ({ ...l, size: l.erpSize ?? l.size })),
    deliveryCents: content.totals.deliveryCents,
    voucher: content.voucher,
  });
  const sent = await deps.processWebOrder(payload);
  const now = deps.now();
  if (sent.ok) return deps.store.markSent(order.id, sent.data.record, now);
  const attempts = order.erpAttempts + 1;
  // The ERP's own text, already cleared of personal data, tells the operator what to fix.
  const { error } = sent;
  const reason = error instanceof OrderError ? `${error.message} (${error.detail})` : error.message;
  console.error(`[orders] ${order.id} paid but not in the ERP (attempt ${attempts}): ${reason}`);
  await deps.store.recordErpFailure(order.id, reason, erpRetryAt(attempts, now), now);
  return false;
}
