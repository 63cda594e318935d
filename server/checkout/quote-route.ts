import 'server-only';
import { readJsonInput } from '@/server/http/json-input';
import type { RateLimiter, RateLimitRule } from '@/server/http/rate-limit';
import { errorResponse } from '@/server/http/route-body';
import { quoteCart, quoteFailed } from './quote';
import { describeIssue, QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from './quote-request';

// POST /api/cart/quote { lines: [{ id, size, color, quantity, priceCents }] } → { lines, totals }:
// the cart re-priced and stock-checked on the server. No session: guests have carts too. The
// answer is about this cart at this moment, so nothing may cache it. The limiter is passed in so
// the handler is tested with a small limit.

/**
 * Each quote line costs up to two ERP reads (item and stock; a made-up id misses the cache every
 * time), so quotes are limited per client IP. The cart page asks once per change, 300 ms after
 * the last click: 30 a minute is a change every 2 s, sustained. Refused, the page keeps its own
 * totals and says prices could not be checked right now.
 */
export const QUOTE_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

export function quoteHandler({ limiter }: { limiter: RateLimiter }) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonInput(request, {
      limiter,
      maxBytes: QUOTE_MAX_BODY_BYTES,
      schema: quoteRequestSchema,
      describe: describeIssue,
    });
    if (!input.ok) return input.response;

    const quote = await quoteCart(input.data.lines);
    if (quoteFailed(quote)) {
      return errorResponse(503, 'unavailable', 'Prices cannot be checked right now', { 'Retry-After': '30' });
    }
    return Response.json(quote, { headers: { 'Cache-Control': 'no-store' } });
  };
}
