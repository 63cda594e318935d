import 'server-only';
// Where the gateway sends the browser back and the buyer finds the order, from SITE_URL only (never
// the request's Host, which a client chooses); the gateway's orderNumber for each payment attempt of
// an order, and the reference the buyer is shown for it.

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function returnUrls(siteUrl: string): { returnUrl: string; failUrl: string } {
  const site = base(siteUrl);
  return { returnUrl: `${site}/api/checkout/return`, failUrl: `${site}/api/checkout/return?failed=1` };
}

/** `RUCK-<12 hex of the order id>_<attempt>`: unique per attempt, within JCC's 32 characters. */
export const orderNumberFor = (orderId: string, attempt: number): string =>
  `RUCK-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}_${attempt}`;

/** The buyer's page for an order: where a paid order's checkout answer and confirmation mail lead. */
export const confirmationUrl = (siteUrl: string, orderId: string): string =>
  `${base(siteUrl)}/order-confirmation?order=${orderId}`;

/** The buyer's reference: the order number without its attempt (`RUCK-…`), else the order id. */
export const orderReference = (order: { id: string; orderNumber: string | null }): string =>
  order.orderNumber?.split('_')[0] ?? order.id;
