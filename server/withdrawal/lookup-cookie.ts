import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// After a guest's lookup (order number and email) succeeds, the browser holds only the order's id,
// an expiry and an HMAC with the shop's secret, in the httpOnly `order_lookup` cookie: the email
// and the number never go into a URL, and a page or route reading the cookie trusts nothing it did
// not sign. The withdrawal's draft (name and lines, between its two steps) rides in the same seal.

export const ORDER_LOOKUP_COOKIE = 'order_lookup';
/** Long enough to read a status or finish a withdrawal; a lookup later asks again. */
export const ORDER_LOOKUP_MAX_AGE_SECONDS = 15 * 60;

export interface WithdrawalDraft {
  name: string;
  lines: { lineId: number; quantity: number }[];
  /** Set once confirmed: when the store received it (for the done screen). */
  receivedAt?: string;
}

export interface OrderLookupSeal {
  orderId: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  draft?: WithdrawalDraft;
}

const mac = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`order-lookup:${body}`, 'utf8').digest('base64url');

export function sealLookup(seal: OrderLookupSeal, secret: string): string {
  const body = Buffer.from(JSON.stringify(seal), 'utf8').toString('base64url');
  return `${body}.${mac(body, secret)}`;
}

/** The seal, or null when missing, forged or expired. */
export function openLookup(value: string | undefined, secret: string, now: number): OrderLookupSeal | null {
  const [body, signature, extra] = (value ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const seal = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OrderLookupSeal;
  return typeof seal.orderId === 'string' && typeof seal.exp === 'number' && seal.exp > now ? seal : null;
}

/** The Set-Cookie value: the seal, or clearing it (`value` null). */
export function lookupCookie(value: string | null, secure: boolean): string {
  const parts = [
    `${ORDER_LOOKUP_COOKIE}=${value ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${value ? ORDER_LOOKUP_MAX_AGE_SECONDS : 0}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
