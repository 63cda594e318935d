import 'server-only';
import { deliveryKindOf, type DeliveryMethod, type DeliveryOptions } from '@/lib/checkout/delivery';
import { voucherStatus, type Voucher } from '@/lib/checkout/voucher';
import type { DeliveryMethodRow, VoucherRow } from '../checkout-schemas';
import { recordNumber } from '../record-number';
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
 * Where a voucher's value is, and whether `$collected` says it was redeemed (docs/erp-contract.md,
 * "Open questions", 5). The spec reads the value from `$collected`; by the ERP's convention a `$x`
 * key is a linked record's number, so it may instead name the record that redeemed the voucher.
 * A whole number or digit string there could be either, so it is never taken as euros: with a
 * money field of its own (`value`) beside it, it is the redeeming record; without one, the value
 * cannot be read (money: null). Anything else in `$collected` ("10,00", 12.5) is money.
 */
function voucherValue(row: VoucherRow): { money: unknown; redeemed: boolean } {
  const record = recordNumber.safeParse(row.$collected).success;
  if (row.value != null) return { money: row.value, redeemed: record };
  return { money: record ? null : row.$collected, redeemed: false };
}

/**
 * The voucher behind a lookup answer; `todayIso` is Cyprus's date. A voucher whose value cannot
 * be read is 'unreadable' (refused, worth nothing); a value of zero is no voucher (null, shown as
 * an unknown code).
 */
export function toVoucher(code: string, row: VoucherRow, todayIso: string): Voucher | null {
  const { money, redeemed } = voucherValue(row);
  const status = voucherStatus(isUsed(row.used) || redeemed, erpDateToIso(row.expiry), todayIso);
  const voucherCode = (row.code ?? '').trim().toUpperCase() || code;
  if (money == null) {
    return { code: voucherCode, valueCents: 0, status: status === 'valid' ? 'unreadable' : status };
  }
  const valueCents = parsePriceCents(money);
  return valueCents > 0 ? { code: voucherCode, valueCents, status } : null;
}
