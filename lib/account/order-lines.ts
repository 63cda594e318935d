import { DELIVERY_LINE_MODEL, VOUCHER_LINE_MODEL } from '@/lib/constants';
import type { OrderLine } from './types';

// An ERP order holds the garments and the lines the shop adds to them: the delivery charge
// ('DELIVERY') and a voucher's discount ('VOUCHER', negative). Only garments are products: the
// others are shown as their own rows and can never be returned.

export type OrderLineKind = 'item' | 'delivery' | 'voucher';

export function orderLineKind(line: Pick<OrderLine, 'code'>): OrderLineKind {
  const code = line.code.trim().toUpperCase();
  if (code === DELIVERY_LINE_MODEL) return 'delivery';
  if (code === VOUCHER_LINE_MODEL) return 'voucher';
  return 'item';
}
