import 'server-only';

// The ERP writes decimals with a comma ("59,90") [seen]; whether discounts and stock quantities
// come as comma text or as JSON numbers is an open question (docs/erp-contract.md), so every
// number read from a row passes here, and money too (price.ts) for the comma rule.

/**
 * The comma rule: when a comma is the last separator it is the decimal mark and earlier dots
 * are thousands ('1.234,50' → '1234.50', '12,5' → '12.5'); otherwise the text is left as it is.
 */
export function dotDecimal(text: string): string {
  const lastComma = text.lastIndexOf(',');
  if (lastComma <= text.lastIndexOf('.')) return text;
  return `${text.slice(0, lastComma).replace(/\./g, '')}.${text.slice(lastComma + 1)}`;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A JSON number or decimal text ('3', '3,00', '-1', '12,5') → a number; anything else → null. */
export function erpNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = dotDecimal(value.trim());
  return DECIMAL.test(text) ? Number(text) : null;
}
