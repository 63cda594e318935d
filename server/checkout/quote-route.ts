import 'server-only';
import { readJsonInput } from '@/server/http/json-input';
import type { RateLimiter } from '@/server/http/rate-limit';
import { errorResponse } from '@/server/http/route-body';
import { quoteCart, quoteFailed } from './quote';
import { describeIssue, QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from './quote-request';

// POST /api/cart/quote { lines: [{ id, size, color, quantity, priceCents }] } → { lines, totals }:
// the cart re-priced and stock-checked on the server. No session: guests have carts too. The
// answer is about this cart at this moment, so nothing may cache it. The limiter is passed in so
// the handler is tested with a small limit; the app's rule is QUOTE_RATE_LIMIT (server/http/rate-limits.ts).

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
