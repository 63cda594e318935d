import 'server-only';
import type { OrderReturnsView } from '@/lib/account/returns';
import type { Order } from '@/lib/account/types';
import { getProduct } from '@/server/catalogue/reads';
import { config } from '@/server/config';
import { readOrder } from '@/server/erp/orders';
import { RETURNS_RATE_LIMIT } from '@/server/http/rate-limits';
import { rateLimiter } from './shared-state';
import { currentUser } from './current-user';
import { mailReturnConfirmation } from '@/server/mail/return-mail';
import { stores } from './stores';
import { orderReturns } from '@/server/returns/order-returns';
import type { ReturnsRouteDeps } from '@/server/returns/returns-route';

// The app's wiring of the returns route; the account page reads the same store.

export const returnsRouteDeps: ReturnsRouteDeps = {
  user: currentUser,
  limiter: rateLimiter(RETURNS_RATE_LIMIT),
  origin: () => config().siteUrl,
  readOrder,
  readItem: getProduct,
  returns: () => stores().returns,
  get mail(): ReturnsRouteDeps['mail'] {
    const smtp = config().smtp;
    return smtp ? (to, content) => mailReturnConfirmation(smtp, to, content) : undefined;
  },
  now: () => new Date(),
};

/** What the account page shows of returns on one of the user's orders. */
export async function readOrderReturns(userId: number, order: Order): Promise<OrderReturnsView> {
  const requests = await stores().returns.forOrder(userId, order.id);
  const view = await orderReturns(order, requests, new Date(), getProduct);
  return view.ok ? view.data : { requests, lines: null, deadline: null };
}
