import 'server-only';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';

/**
 * The shop's database cannot be reached (refused, dropped or timed-out connection, a server
 * shutting down or starting up). Thrown by the database driver in place of its own error, so a
 * route answers 503 and a page shows the friendly text (its digest) in one place each, and nothing
 * mistakes an outage for an answer ('no such order', 'not revoked').
 */
export class StoreUnavailableError extends Error {
  readonly digest = STORE_UNAVAILABLE_DIGEST;
  constructor(cause: unknown) {
    super(`The shop's database is not available: ${(cause as Error | null)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}

/** By its digest, not `instanceof`: true across module copies (tests reload modules). */
export const isStoreUnavailable = (error: unknown): error is StoreUnavailableError =>
  (error as { digest?: unknown } | null)?.digest === STORE_UNAVAILABLE_DIGEST;

/** Node's socket errors when the server is gone or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now (starting up), too_many_connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * True for a PostgreSQL error that says the database is out of reach rather than that the
 * statement was wrong: socket errors, SQLSTATE class 08 (connection exception), the server
 * shutting down or starting, and node-postgres's own connection and read timeouts and dropped
 * connection.
 */
export function isPgConnectionFailure(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Query read timeout/i.test(
    message,
  );
}
