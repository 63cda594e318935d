import { CHECKOUT_MESSAGES } from '@/lib/checkout/checkout-schema';
import { currentUser } from '@/server/runtime/current-user';
import { config } from '@/server/config';
import { privateError } from '@/server/http/private-json';
import { CHECKOUT_RATE_LIMIT } from '@/server/http/rate-limits';
import { answerStoreOutage } from '@/server/http/store-outage';
import { requestLanguage } from '@/server/i18n/translate';
import { rateLimiter } from '@/server/runtime/shared-state';
import { checkoutHandler } from '@/server/orders/checkout-route';
import { answeringIn } from '@/server/orders/localize-answer';
import { placeOrderDeps, viewTokenFor } from '@/server/runtime/orders';
import { saveCheckoutAddress } from '@/server/orders/save-address';

// The order is placed in the shopper's language (the payment page, the return, the mail), and its
// refusals answer in it.
export const POST = answeringIn(
  requestLanguage,
  answerStoreOutage(
    checkoutHandler({
      user: currentUser,
      limiter: rateLimiter(CHECKOUT_RATE_LIMIT),
      origin: () => config().siteUrl,
      orders: placeOrderDeps,
      viewToken: viewTokenFor,
      saveAddress: saveCheckoutAddress,
      secureCookie: () => config().session.secureCookie,
      language: requestLanguage,
    }),
    // The checkout's own words for 'no orders now', as when the ERP cannot price the cart.
    () => privateError(503, 'unavailable', CHECKOUT_MESSAGES.unavailable),
  ),
);
