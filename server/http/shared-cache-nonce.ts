import { timingSafeEqual } from 'node:crypto';
import { PAGE_CACHE_NONCE_HEADER } from './nginx-page-cache.mjs';

const digestable = (text: string) => Buffer.from(text, 'utf8');

/**
 * The nonce a page is rendered with when the shared page cache in front (nginx,
 * server/http/nginx-page-cache.mjs) asks for its placeholder: the cache keeps that page and puts a
 * fresh nonce in place of the placeholder in every answer, body and CSP header alike. Honoured only
 * for the configured secret (a client cannot choose a page's nonce) and an uncompressed answer (the
 * cache can replace it only in plain text, so a compressed one would carry the secret out).
 */
export function sharedCacheNonce(headers: Headers, secret: string | undefined): string | undefined {
  if (!secret) return undefined;
  const asked = headers.get(PAGE_CACHE_NONCE_HEADER);
  if (!asked || headers.get('accept-encoding')) return undefined;
  const a = digestable(asked);
  const b = digestable(secret);
  return a.length === b.length && timingSafeEqual(a, b) ? secret : undefined;
}
