import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CACHE_TAGS, type CacheTag } from './cache';
import type { Result } from '@/lib/result';

// Authenticating an operator's cache-refresh request. The signature covers `${timestamp}.${body}`,
// so a captured request cannot be replayed once its timestamp is more than 5 minutes away.

export const MAX_CLOCK_SKEW_SECONDS = 300;
/** Refuse anything larger before hashing it: a real request is a few dozen bytes. */
export const MAX_BODY_BYTES = 4096;

export const revalidateBodySchema = z.union([
  z.strictObject({
    tags: z
      .array(z.enum(CACHE_TAGS))
      .min(1)
      .max(CACHE_TAGS.length * 2),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/** The tags a valid body names, each once, in the registry's order. */
export function tagsOf(body: z.infer<typeof revalidateBodySchema>): CacheTag[] {
  if ('all' in body) return [...CACHE_TAGS];
  return CACHE_TAGS.filter((tag) => body.tags.includes(tag));
}

/** Hex HMAC-SHA256 of `${timestamp}.${body}`; scripts/revalidate.mjs computes the same. */
export function signRevalidation(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Why a signature is refused, in words. */
export type SignatureCheck = Result<void, string>;

export function verifyRevalidation(input: {
  secret: string;
  body: string;
  signature: string | null;
  timestamp: string | null;
  nowSeconds: number;
}): SignatureCheck {
  const { secret, body, signature, timestamp, nowSeconds } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp))
    return { ok: false, error: 'Missing or malformed x-timestamp' };
  // Symmetric window: a timestamp far in the future would otherwise stay replayable for longer.
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, error: 'Request timestamp is outside the allowed window' };
  }
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? '');
  if (!match) return { ok: false, error: 'Missing or malformed x-signature' };
  const expected = Buffer.from(signRevalidation(secret, timestamp, body), 'hex');
  const given = Buffer.from(match[1], 'hex');
  // Both are 32 bytes (the pattern fixes the length), as timingSafeEqual requires.
  return timingSafeEqual(expected, given)
    ? { ok: true, data: undefined }
    : { ok: false, error: 'Signature does not match' };
}
