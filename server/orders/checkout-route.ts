import 'server-only';
import { checkoutFieldErrors, placeOrderSchema, type PlaceOrderInput } from '@/lib/checkout/checkout-schema';
import type { SessionUser } from '@/server/account/session';
import type { UserSource } from '@/server/account/account-request';
import { limitClient, privateError, privateJson, readJsonWrite } from '@/server/http/private-json';
import type { RateLimiter } from '@/server/shared/rate-limiter';
import type { Locale } from '@/lib/i18n/locales';
import { placeOrder, type PlaceOrderDeps } from './place-order';
import { ORDER_VIEW_COOKIE, ORDER_VIEW_MAX_AGE_SECONDS } from './view';

// POST /api/checkout { idempotencyKey, lines, details, delivery, voucher?, note?, confirmedTotalCents?,
// saveAddress? } → { orderId, redirectUrl } (the gateway's card page), private and never stored,
// with the guest's order_view cookie. Errors: `{ error: { code, message, fields?, quote?, totalCents? } }`.

/** 50 lines and a full address are under 10 kB; anything far larger is refused unread. */
export const CHECKOUT_MAX_BODY_BYTES = 32 * 1024;

export interface CheckoutRouteDeps {
  user: UserSource;
  limiter: RateLimiter;
  /** SITE_URL. */
  origin: () => string;
  orders: () => PlaceOrderDeps;
  viewToken(orderId: string): string;
  /** "Save this address" for a signed-in buyer; best effort. */
  saveAddress(user: SessionUser, details: PlaceOrderInput['details']): Promise<void>;
  secureCookie: () => boolean;
  /** The shopper's language (the `lang` cookie): the order is placed in it; English when absent. */
  language?: () => Promise<Locale>;
}

function viewCookie(token: string, secure: boolean): string {
  const parts = [
    `${ORDER_VIEW_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${ORDER_VIEW_MAX_AGE_SECONDS}`,
    'HttpOnly',
    // Lax: the browser's return from the gateway is a top-level GET, which must carry it.
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function checkoutHandler(deps: CheckoutRouteDeps) {
  return async function POST(request: Request): Promise<Response> {
    const input = await readJsonWrite(request, {
      siteUrl: deps.origin(),
      maxBytes: CHECKOUT_MAX_BODY_BYTES,
      schema: placeOrderSchema,
      fieldsOf: checkoutFieldErrors,
    });
    if (!input.ok) return input.error;
    const limited = await limitClient(request, deps.limiter);
    if (limited) return limited;

    const user = await deps.user();
    const buyer = user ? { userId: user.userId, addressId: user.addressId } : null;
    const locale = (await deps.language?.()) ?? 'en';
    const result = await placeOrder(input.data, buyer, deps.orders(), locale);
    if (!result.ok) {
      const { status, code, message, fields, extra } = result.error;
      if (!extra) return privateError(status, code, message, { fields });
      return privateJson({ error: { code, message, ...(fields ? { fields } : {}), ...extra } }, status);
    }
    // A pickup has no address to save.
    if (user && input.data.saveAddress && input.data.delivery.method === 'courier')
      await deps.saveAddress(user, input.data.details);
    const response = privateJson({ orderId: result.data.orderId, redirectUrl: result.data.redirectUrl });
    response.headers.append(
      'Set-Cookie',
      viewCookie(deps.viewToken(result.data.orderId), deps.secureCookie()),
    );
    return response;
  };
}
