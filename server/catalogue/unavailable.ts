import 'server-only';
import { CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import type { ErpResult } from '@/server/erp/errors';

/**
 * Thrown by a catalogue page that has nothing to show: the error page says the catalogue cannot
 * be loaded (a 500, which tells crawlers to come back) instead of an empty grid that would say the
 * shop has no products.
 */
export class CatalogueUnavailableError extends Error {
  readonly digest = CATALOGUE_UNAVAILABLE_DIGEST;
  /** `what`: the read that failed, for the log (the page shows none of it). */
  constructor(what: string) {
    super(`The catalogue could not be loaded: ${what}`);
    this.name = 'CatalogueUnavailableError';
  }
}

/** The data of a catalogue read, or the page's friendly error. */
export function orUnavailable<T>(result: ErpResult<T>): T {
  if (!result.ok) throw new CatalogueUnavailableError(`${result.error.message} (${result.error.kind})`);
  return result.data;
}
