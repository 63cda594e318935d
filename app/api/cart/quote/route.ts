import { quoteCart, quoteFailed } from '@/server/checkout/quote';
import { describeIssue, QUOTE_MAX_BODY_BYTES, quoteRequestSchema } from '@/server/checkout/quote-request';

// POST { lines: [{ id, size, color, quantity, priceCents }] } → { lines, totals }: the cart
// re-priced and stock-checked on the server. No session: guests have carts too. The answer is
// about this cart at this moment, so nothing may cache it.

const NO_STORE = { 'Cache-Control': 'no-store' };

const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code, message } }, { status, headers: { ...NO_STORE, ...headers } });

export async function POST(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > QUOTE_MAX_BODY_BYTES) return error(400, 'bad_request', 'Body too large');
  const body = await request.text();
  if (Buffer.byteLength(body) > QUOTE_MAX_BODY_BYTES) return error(400, 'bad_request', 'Body too large');

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return error(400, 'bad_request', 'Body is not JSON');
  }
  const parsed = quoteRequestSchema.safeParse(json);
  if (!parsed.success) return error(400, 'bad_request', describeIssue(parsed.error));

  const quote = await quoteCart(parsed.data.lines);
  if (quoteFailed(quote)) {
    return error(503, 'unavailable', 'Prices cannot be checked right now', { 'Retry-After': '30' });
  }
  return Response.json(quote, { headers: NO_STORE });
}
