import 'server-only';
import { deliveryKindOf, type DeliveryMethod, type DeliveryOptions } from '@/lib/checkout/delivery';
import { voucherStatus, type Voucher } from '@/lib/checkout/voucher';
import type { DeliveryMethodRow, VoucherRow } from '../checkout-schemas';
import { erpDateToIso } from './date';
import { parsePriceCents } from './price';

// deliverymethod rows → couriers and pickup points; a $PosFindVoucher answer → Voucher.

/** Couriers (AKIS EXPRESS) and pickup points (DAKA), each in the ERP's order ($$position). */
export function toDeliveryOptions(rows: DeliveryMethodRow[]): DeliveryOptions {
  const methods: DeliveryMethod[] = [...rows]
    .sort((a, b) => a.$$position - b.$$position)
    .flatMap((row) => {
      const name = (row.name ?? '').trim();
      const kind = deliveryKindOf(name);
      return kind ? [{ id: row.$$position, name, kind }] : [];
    });
  return {
    couriers: methods.filter((m) => m.kind === 'courier'),
    pickups: methods.filter((m) => m.kind === 'pickup'),
  };
}

/** true, 1, 'true', 'yes', '1' (any case) → used. */
function isUsed(value: VoucherRow['used']): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return /^(true|yes|y|1)$/i.test(value?.trim() ?? '');
}

/**
 * The voucher behind a lookup answer; `todayIso` is Cyprus's date. An answer without a positive
 * `$collected` is no voucher the shop can honour (null, shown as an unknown code).
 */
export function toVoucher(code: string, row: VoucherRow, todayIso: string): Voucher | null {
  const valueCents = parsePriceCents(row.$collected);
  if (valueCents <= 0) return null;
  return {
    code: (row.code ?? '').trim().toUpperCase() || code,
    valueCents,
    status: voucherStatus(isUsed(row.used), erpDateToIso(row.expiry), todayIso),
  };
}
