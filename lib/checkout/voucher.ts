// Spec §7/§8 vouchers, pure. Reading of "a voucher never makes a total negative and never
// discounts delivery below zero": the voucher pays for goods only. Its discount is at most the
// goods subtotal; delivery is always charged in full; what is left of the voucher is not refunded.

/** 'unreadable': the ERP's answer holds no value the shop can read as money (never applied). */
export type VoucherStatus = 'valid' | 'expired' | 'used' | 'unreadable';

export interface Voucher {
  code: string;
  valueCents: number;
  status: VoucherStatus;
}

/** What the shopper reads for each outcome of a lookup ('unknown': no such code). */
export const VOUCHER_MESSAGES = {
  unknown: 'This voucher code is not valid.',
  expired: 'This voucher has expired.',
  used: 'This voucher has already been used.',
  unreadable: "This voucher's value could not be read, so it cannot be used online. Please contact us.",
  /** Spec §8: the lookup itself failed (the ERP did not answer). */
  failed: 'Failed to validate voucher',
} as const;

/** A code as the shopper may type it → the ERP's form, or null when it cannot be a code. */
export function normaliseVoucherCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9_-]{0,39}$/.test(code) ? code : null;
}

/** Status from the ERP's facts: used wins over expired; expiry is the last valid day (yyyy-mm-dd). */
export function voucherStatus(used: boolean, expiryIso: string | null, todayIso: string): VoucherStatus {
  if (used) return 'used';
  if (expiryIso !== null && expiryIso < todayIso) return 'expired';
  return 'valid';
}

/** The message for a lookup's outcome; null for a valid voucher. */
export function voucherMessage(voucher: Voucher | null): string | null {
  if (!voucher) return VOUCHER_MESSAGES.unknown;
  return voucher.status === 'valid' ? null : VOUCHER_MESSAGES[voucher.status];
}

/** The discount on goods only: never more than the subtotal, never below zero. */
export function applyVoucher({
  subtotalCents,
  deliveryCents,
  voucherCents,
}: {
  subtotalCents: number;
  deliveryCents: number;
  voucherCents: number;
}): { discountCents: number; totalCents: number } {
  const discountCents = Math.max(0, Math.min(voucherCents, subtotalCents));
  return { discountCents, totalCents: subtotalCents - discountCents + Math.max(0, deliveryCents) };
}
