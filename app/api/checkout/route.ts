import { CHECKOUT_MESSAGES } from '@/lib/checkout/checkout-schema';
import { currentUser } from '@/server/runtime/current-user';
import { config } from '@/server/config';
import { privateError } from '@/server/http/private-json';
import { CHECKOUT_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { rateLimiter } from '@/server/runtime/shared-state';
import { checkoutHandler } from '@/server/orders/checkout-route';
import { placeOrderDeps, viewTokenFor } from '@/server/runtime/orders';
import { saveCheckoutAddress } from '@/server/orders/save-address';

export const POST = answerStoreOutage(
  checkoutHandler({
    user: currentUser,
    limiter: rateLimiter(CHECKOUT_RATE_LIMIT),
    origin: () => config().siteUrl,
    orders: placeOrderDeps,
    viewToken: viewTokenFor,
    saveAddress: saveCheckoutAddress,
    secureCookie: () => config().session.secureCookie,
  }),
  // The checkout's own words for 'no orders now', as when the ERP cannot price the cart.
  () => privateError(503, 'unavailable', CHECKOUT_MESSAGES.unavailable),
);
