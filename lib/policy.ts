// The one source of shipping and returns facts. The spec gives conflicting readings (shipping
// times, the return window); the chosen values live here and nowhere else (docs/decisions.md).
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from './constants';
import { formatMoney } from './money';

export const STANDARD_SHIPPING_DAYS = '1-2 business days';
export const RETURN_WINDOW = '14 working days from delivery';
export const RETURN_PROCESSING = '5-7 business days, plus 3-5 business days for the refund';
export const NON_RETURNABLE = 'Outlet items, underwear, socks and swimwear';

/** The short text of the product page's Shipping & Returns section. */
export function shippingAndReturnsText(): string {
  return [
    `Standard shipping in Cyprus: ${formatMoney(SHIPPING_FEE_CENTS)}, delivered in ${STANDARD_SHIPPING_DAYS}; free on orders of ${formatMoney(FREE_SHIPPING_THRESHOLD_CENTS)} or more.`,
    'Orders placed before 12 PM EEST are processed the same business day. In-store pickup is free.',
    `Returns within ${RETURN_WINDOW}, unworn and unwashed with tags and packaging; the customer pays return shipping.`,
    `${NON_RETURNABLE} cannot be returned. Prices include VAT.`,
  ].join('\n');
}
