import 'server-only';
import { orderLookupSchema } from '@/lib/withdrawal/lookup-schema';
import { ORDER_LOOKUP_TEXTS } from '@/lib/withdrawal/texts';
import { privateError, privateJson, rateLimited, readJsonWrite } from '@/server/http/private-json';
import { ipKey } from '@/server/http/rate-limit';
import { lookUpGuestOrder, type GuestLookupDeps } from './guest-lookup';
import { lookupCookie, ORDER_LOOKUP_MAX_AGE_SECONDS, sealLookup } from './lookup-cookie';

// POST /api/order-lookup { orderNumber, email } → 200 with the order_lookup cookie, or the one 404
// for every order that does not match both. The request pipeline first (Origin, JSON, schema), so
// a cross-site page cannot spend a shopper's attempts; then the limit, then the lookup.

export interface LookupRouteDeps extends GuestLookupDeps {
  siteUrl: () => string;
  secret: () => string;
  secureCookie: () => boolean;
  now: () => number;
}

export function lookupHandler(deps: LookupRouteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonWrite(request, {
      siteUrl: deps.siteUrl(),
      maxBytes: 2048,
      schema: orderLookupSchema,
    });
    if (!input.ok) return input.error;
    const found = await lookUpGuestOrder(deps, input.data, ipKey(request.headers));
    if (!found.ok) {
      if (found.error.kind === 'rate_limited')
        return rateLimited(
          { ok: false, error: { retryAfterSeconds: found.error.retryAfterSeconds } },
          request,
          {
            reason: deps.limiter.rule.name,
          },
        );
      return privateError(404, 'no_match', ORDER_LOOKUP_TEXTS.noMatch);
    }
    const seal = sealLookup(
      { orderId: found.data.id, exp: deps.now() + ORDER_LOOKUP_MAX_AGE_SECONDS * 1000 },
      deps.secret(),
    );
    const answer = privateJson({ found: true });
    answer.headers.append('Set-Cookie', lookupCookie(seal, deps.secureCookie()));
    return answer;
  };
}
