import 'server-only';
import { headers } from 'next/headers';

/** The per-request CSP nonce set by proxy.ts, for inline scripts such as JSON-LD. */
export async function cspNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
