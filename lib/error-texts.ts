import { CATALOGUE_UNAVAILABLE_DIGEST } from '@/lib/catalogue-unavailable';
import { STORE_UNAVAILABLE_DIGEST } from '@/lib/store-unavailable';

/** Which error page a thrown error gets (its texts: messages/<language>/status.json `client`). */
export type ErrorKind = 'generic' | 'catalogue' | 'store';

/**
 * The error page for a thrown error's digest: the catalogue outage and the unreachable database
 * have their own, anything else the generic one. One rule for the client's error boundary
 * (app/error.tsx) and the server-rendered error page (app/status/error).
 */
export function errorKind(digest: string | undefined): ErrorKind {
  if (digest === CATALOGUE_UNAVAILABLE_DIGEST) return 'catalogue';
  if (digest === STORE_UNAVAILABLE_DIGEST) return 'store';
  return 'generic';
}
