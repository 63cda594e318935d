import { currentUser } from '@/server/account/current-user';
import { config } from '@/server/config';
import { CHECKOUT_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from '@/server/shared/shared-state';
import { checkoutHandler } from '@/server/orders/checkout-route';
import { placeOrderDeps, viewTokenFor } from '@/server/orders/deps';
import { saveCheckoutAddress } from '@/server/orders/save-address';

export const POST = checkoutHandler({
  user: currentUser,
  limiter: rateLimiter(CHECKOUT_RATE_LIMIT),
  origin: () => config().siteUrl,
  orders: placeOrderDeps,
  viewToken: viewTokenFor,
  saveAddress: saveCheckoutAddress,
  secureCookie: () => config().session.secureCookie,
});
