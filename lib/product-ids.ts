// The product ids a browser sends in a query (`?ids=5001,5002`) to ask for cards: only ids, a few
// of them; what they cost, whether they are in stock and whether they exist is the server's word.
import type { Result } from '@/lib/result';

/** The most ids one request may name (a full cart has fewer distinct products). */
export const MAX_PRODUCT_IDS = 24;

export const PRODUCT_IDS_ERRORS = {
  missing: 'Name the products as ids=1,2,3',
  invalid: 'Product ids are whole numbers above 0, separated by commas',
  tooMany: `At most ${MAX_PRODUCT_IDS} product ids`,
} as const;

/** The ids of `ids=1,2,3` in their order, each once; a clear error for anything else. */
export function parseProductIds(param: string | null): Result<number[], string> {
  if (!param) return { ok: false, error: PRODUCT_IDS_ERRORS.missing };
  const parts = param.split(',');
  if (parts.length > MAX_PRODUCT_IDS) return { ok: false, error: PRODUCT_IDS_ERRORS.tooMany };
  const ids = parts.map((part) => (/^[1-9]\d{0,14}$/.test(part) ? Number(part) : NaN));
  if (ids.some(Number.isNaN)) return { ok: false, error: PRODUCT_IDS_ERRORS.invalid };
  return { ok: true, data: [...new Set(ids)] };
}

/**
 * The `ids` value for products whose order does not matter (the cart's): each once and sorted, so
 * every cart of the same products shares one cached answer, and at most MAX_PRODUCT_IDS of them.
 */
export function idSetParam(ids: readonly number[]): string {
  return [...new Set(ids)]
    .sort((a, b) => a - b)
    .slice(0, MAX_PRODUCT_IDS)
    .join(',');
}
