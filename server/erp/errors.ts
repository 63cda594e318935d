import 'server-only';

/** Why an ERP call failed; pages map each kind to the spec's fallback. */
export type ErpErrorKind = 'timeout' | 'unavailable' | 'rejected' | 'invalid_response';

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

  /** Transport faults are worth another try on a read; a rejection or a bad body is not. */
  get retryable(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

export type ErpResult<T> = { ok: true; data: T } | { ok: false; error: ErpError };
