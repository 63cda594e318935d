import 'server-only';
import type { Result } from '@/lib/result';

/**
 * Why an ERP call failed. `not_found` is the ERP saying a record does not exist; `auth` is the ERP
 * refusing our credentials (401/403), an outage of ours rather than a fact about any record;
 * `rejected` is any other refusal (bad parameters, a business error).
 */
export type ErpErrorKind = 'timeout' | 'unavailable' | 'auth' | 'not_found' | 'rejected' | 'invalid_response';

export class ErpError extends Error {
  constructor(
    readonly kind: ErpErrorKind,
    readonly operation: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'ErpError';
  }
}

export type ErpResult<T> = Result<T, ErpError>;

/**
 * The one rule for "this record is gone" (a 404 page, an unavailable cart line, a missing image).
 * Only the ERP's own answer counts: a timeout, an outage, a refused token or a body we cannot read
 * says nothing about the record, and reading it as "gone" would tell search engines to drop the URL.
 */
export const isMissing = (error: ErpError): boolean => error.kind === 'not_found';
