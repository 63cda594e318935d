import 'server-only';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import { quoteCart, quoteFailed } from './quote';
import { QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from './quote-request';

// POST /api/cart/quote { lines: [{ id, size, color, quantity, priceCents }] } → { lines, totals }:
// the cart re-priced and stock-checked on the server. No session: guests have carts too. The one
// pipeline of every JSON write (Origin, JSON, size, strict shape), then the per-address limit
// (QUOTE_RATE_LIMIT in server/http/rate-limits.ts; passed in so tests use a small one). The
// answer is about this cart at this moment, so nothing may cache it.

export interface QuoteDeps {
  limiter: RateLimiter;
  /** SITE_URL: its origin is accepted besides the request's own. */
  origin: () => string;
}

export function quoteHandler({ limiter, origin }: QuoteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonWrite(request, {
      siteUrl: origin(),
      maxBytes: QUOTE_MAX_BODY_BYTES,
      schema: quoteRequestSchema,
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, limiter);
    if (limited) return limited;

    const quote = await quoteCart(input.data.lines);
    if (quoteFailed(quote)) {
      return privateError(503, 'unavailable', 'Prices cannot be checked right now', {
        headers: { 'Retry-After': '30' },
      });
    }
    return privateJson(quote);
  };
}
