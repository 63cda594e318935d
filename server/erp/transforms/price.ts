import 'server-only';
import { dotDecimal } from './decimal';

// The ERP sends money as a number, a comma-decimal string ("59,90", "€59,90") or {"$price": …}.
// Those forms stop here: from this transform on, the shop (the browser's cart included) only
// ever sees integer cents, so no float ever reaches a total.

/** A decimal string "1234.567" in euros → cents, rounded half up on the digits (no float drift). */
function decimalToCents(decimal: string): number {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(decimal);
  if (!match || decimal === '' || decimal === '.') return 0;
  const whole = Number(match[1] || '0');
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  return whole * 100 + Number(fraction.slice(0, 2)) + roundUp;
}

/** Spec rule: string prices keep only digits and the dot, once the ERP's comma is read (dotDecimal). */
function stringToCents(text: string): number {
  let kept = dotDecimal(text).replace(/[^\d.]/g, '');
  // Several dots can only be thousands separators ("1.234.567").
  if (kept.indexOf('.') !== kept.lastIndexOf('.')) kept = kept.replace(/\./g, '');
  return decimalToCents(kept);
}

function numberToCents(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const text = String(value);
  return text.includes('e') ? Math.round(value * 100) : decimalToCents(text);
}

/** Any price form the ERP sends → integer cents; garbage, empty or negative → 0. */
export function parsePriceCents(value: unknown): number {
  if (typeof value === 'number') return numberToCents(value);
  if (typeof value === 'string') return stringToCents(value);
  if (value !== null && typeof value === 'object' && '$price' in value) {
    return parsePriceCents(value.$price);
  }
  return 0;
}
