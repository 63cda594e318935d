// A record number named in a URL (a product, a category, a brand): digits only, from 1 to
// 2^53 - 1. Anything else names no record, so it is a 404 before any ERP call: a number past
// 2^53 would silently become another one in JavaScript, and the ERP may refuse a long one.

const DIGITS = /^[1-9]\d{0,15}$/;

export function parseRecordId(raw: string | undefined): number | null {
  if (raw === undefined || !DIGITS.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
