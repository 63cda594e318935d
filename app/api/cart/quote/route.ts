import { quoteCart, quoteFailed } from '@/server/checkout/quote';
import { describeIssue, QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from '@/server/checkout/quote-request';
import { errorResponse, parseJson, readBody } from '@/server/http/route-body';

// POST { lines: [{ id, size, color, quantity, priceCents }] } → { lines, totals }: the cart
// re-priced and stock-checked on the server. No session: guests have carts too. The answer is
// about this cart at this moment, so nothing may cache it.

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, QUOTE_MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const json = parseJson(body.text);
  if (json === undefined) return errorResponse(400, 'bad_request', 'Body is not JSON');
  const parsed = quoteRequestSchema.safeParse(json);
  if (!parsed.success) return errorResponse(400, 'bad_request', describeIssue(parsed.error));

  const quote = await quoteCart(parsed.data.lines);
  if (quoteFailed(quote)) {
    return errorResponse(503, 'unavailable', 'Prices cannot be checked right now', { 'Retry-After': '30' });
  }
  return Response.json(quote, { headers: { 'Cache-Control': 'no-store' } });
}
