import { RETURN_REFUSALS, type OrderReturnsView } from '@/lib/account/returns';
import type { Order, OrderLine } from '@/lib/account/types';
import { lineDetails } from './order-format';
import { ReturnRequestPanel, type ReturnFormLine } from './return-request';

// The returns part of a delivered order's detail (server-rendered): the order's open lines, each
// returnable or with the reason it is not, for the form's island.

export function OrderReturnsSection({
  order,
  items,
  returns,
}: {
  order: Order;
  items: OrderLine[];
  returns: OrderReturnsView;
}) {
  if (!returns.lines)
    return (
      <p className="mt-8 text-sm text-muted">
        We cannot check returns for this order right now. Please try again later.
      </p>
    );
  const reasonOf = new Map(
    returns.lines.map((l) => [l.lineId, l.eligibility.eligible ? null : l.eligibility.reason]),
  );
  const requested = new Set(returns.requests.map((r) => r.lineId));
  const open: ReturnFormLine[] = items
    .filter((line) => !requested.has(line.id))
    .map((line) => ({
      id: line.id,
      name: line.name || line.code,
      details: lineDetails(line),
      quantity: line.quantity,
      reason: reasonOf.has(line.id) ? (reasonOf.get(line.id) ?? null) : RETURN_REFUSALS.contactUs,
    }));
  if (open.length === 0 && returns.requests.length === 0) return null;
  return (
    <ReturnRequestPanel
      orderId={order.id}
      reference={order.reference}
      lines={open}
      deadline={returns.deadline}
    />
  );
}
