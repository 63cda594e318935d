import 'server-only';
import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from '@/lib/checkout/checkout-schema';

// What a checkout request asked for, as one SHA-256: the whole parsed body (trimmed, the email
// normalised) except the idempotency key itself, as JSON with sorted keys so the order a browser
// writes its fields in does not matter. A key reused with another hash is another order.

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
};

export function requestHash(input: PlaceOrderInput): string {
  // JSON.stringify leaves out undefined values: the key, and optional fields not sent.
  const canonical = JSON.stringify(sorted({ ...input, idempotencyKey: undefined }));
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
