import 'server-only';
// Where the gateway sends the browser back, from SITE_URL only (never the request's Host, which a
// client chooses), and the gateway's orderNumber for each payment attempt of an order.

export function returnUrls(siteUrl: string): { returnUrl: string; failUrl: string } {
  const base = siteUrl.replace(/\/+$/, '');
  return { returnUrl: `${base}/api/checkout/return`, failUrl: `${base}/api/checkout/return?failed=1` };
}

/** `RUCK-<12 hex of the order id>_<attempt>`: unique per attempt, within JCC's 32 characters. */
export const orderNumberFor = (orderId: string, attempt: number): string =>
  `RUCK-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}_${attempt}`;
