import 'server-only';
import { orderNumber } from '@/lib/orders/order-number';
// Where the gateway sends the browser back and the buyer finds the order, from SITE_URL only (never
// the request's Host, which a client chooses), and the gateway's orderNumber for each payment
// attempt of an order.

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function returnUrls(siteUrl: string): { returnUrl: string; failUrl: string } {
  const site = base(siteUrl);
  return { returnUrl: `${site}/api/checkout/return`, failUrl: `${site}/api/checkout/return?failed=1` };
}

/**
 * `RUCK-<12 hex of the order id>_<attempt>`: the shopper's order number with the attempt, unique
 * per attempt (the gateway refuses a reused one), within JCC's 32 characters.
 */
export const orderNumberFor = (orderId: string, attempt: number): string =>
  `${orderNumber(orderId)}_${attempt}`;

/** The buyer's page for an order: where a paid order's checkout answer and confirmation mail lead. */
export const confirmationUrl = (siteUrl: string, orderId: string): string =>
  `${base(siteUrl)}/order-confirmation?order=${orderId}`;
