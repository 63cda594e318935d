import 'server-only';
import { z } from 'zod';
import { lineKey } from '@/lib/cart/cart';
import { QUOTE_MAX_LINES } from '@/lib/cart/quote';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/constants';

// The quote's input. Strict objects: an unknown field is a client bug or a probe, never data.

/** A stored cart is tiny (50 lines of ~150 bytes); anything far larger is refused unread. */
export const QUOTE_MAX_BODY_BYTES = 32 * 1024;

// Not trimmed: the answer's key must equal the browser's lineKey() of the same line.
const text = z.string().min(1).max(60);

const lineSchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  size: text,
  color: text,
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  // The browser's price is only compared with the server's, never charged; it must still be sane.
  priceCents: z.number().int().min(0).max(100_000_000),
});

export const quoteRequestSchema = z.strictObject({
  lines: z
    .array(lineSchema)
    .max(QUOTE_MAX_LINES)
    // The cart keeps one line per id + size + colour; a repeat would let stock be checked twice.
    .refine((lines) => new Set(lines.map(lineKey)).size === lines.length, 'Duplicate cart lines'),
});
