// An order's totals in integer cents, by the spec's rules: goods, delivery on the goods subtotal
// (before any voucher, so a voucher never takes away free delivery), then the voucher on goods.
import { deliveryCharge, type DeliveryKind } from './delivery';
import { applyVoucher } from './voucher';

export interface OrderTotals {
  subtotalCents: number;
  deliveryCents: number;
  discountCents: number;
  totalCents: number;
}

export function orderTotals(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  delivery: DeliveryKind,
  voucherCents = 0,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const deliveryCents = deliveryCharge(subtotalCents, delivery);
  const { discountCents, totalCents } = applyVoucher({ subtotalCents, deliveryCents, voucherCents });
  return { subtotalCents, deliveryCents, discountCents, totalCents };
}
