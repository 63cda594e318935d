// The order number a shopper sees (decision 0070): `RUCK-` and the first 12 hex digits of the
// shop's own order id, fixed when the order is placed, so the confirmation, the mails, the card
// page, the history and the returns all name an order before and without the ERP's answer. The
// ERP's own number (`refer`, W0050047) stays an internal reference for operators.

export const ORDER_NUMBER_PREFIX = 'RUCK-';
const DIGITS = 12;

/** '3f2a9c1e-7b4d-…' → 'RUCK-3F2A9C1E7B4D'. */
export const orderNumber = (orderId: string): string =>
  `${ORDER_NUMBER_PREFIX}${orderId.replace(/-/g, '').slice(0, DIGITS).toUpperCase()}`;

/**
 * A number as a shopper might type or paste it, reduced to the shown form: case, spaces, a
 * leading '#', a missing 'RUCK-' and the card statement's attempt suffix ('_1') do not matter.
 * '' when it cannot be an order number.
 */
export function readOrderNumber(typed: string): string {
  const bare = typed.trim().toUpperCase().replace(/^#/, '').replace(/\s+/g, '').replace(/_\d+$/, '');
  const digits = bare.startsWith(ORDER_NUMBER_PREFIX) ? bare.slice(ORDER_NUMBER_PREFIX.length) : bare;
  return /^[0-9A-Z]{1,20}$/.test(digits) ? digits : '';
}

/** Whether `typed` names the order shown as `shown` ('RUCK-…', or an ERP number for an older order). */
export function matchesOrderNumber(typed: string, shown: string): boolean {
  const wanted = readOrderNumber(typed);
  return wanted !== '' && wanted === readOrderNumber(shown);
}
