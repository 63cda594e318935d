import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a newsletter mail's unsubscribe link: the subscriber's row id and an HMAC of it
// with the shop's secret, `<id>.<mac>`. Nothing is stored, so every mail the newsletter ever
// sends can carry a working link; without the secret no one can make one for another row.

const mac = (id: number, secret: string): string =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`, 'utf8').digest('base64url');

/** The unsubscribe token of subscriber `id`. */
export const unsubscribeToken = (id: number, secret: string): string => `${id}.${mac(id, secret)}`;

const SHAPE = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

/** The subscriber id a token was made for, or null when it is malformed or not ours. */
export function readUnsubscribeToken(token: string, secret: string): number | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  // Compared as text: decoding first would let a changed last character (padding bits) pass.
  const given = Buffer.from(match[2], 'utf8');
  const expected = Buffer.from(mac(id, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
