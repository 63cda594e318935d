// @ts-check
// The hosted page's card rules (the spec's messages, plus a Luhn check and an expired date) and the
// documented test cards. Card numbers and CVCs are checked here and never stored or logged.

export const MESSAGES = Object.freeze({
  cardName: 'Please enter the name on card',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter expiry date (MM/YY)',
  expired: 'This card has expired',
  cvc: 'Please enter CVC',
});

/**
 * What each test card does (any name, any future expiry, any 3-4 digit CVC).
 * @type {Record<string, 'success' | 'decline' | '3ds' | 'never'>}
 */
export const TEST_CARDS = Object.freeze({
  5000001111111115: 'success',
  4000000000000002: 'decline',
  4000000000003220: '3ds',
  4000000000000119: 'never',
});

/** Any other number that passes the checks is approved, like the success card. */
export const outcomeOf = (/** @type {string} */ pan) => TEST_CARDS[pan] ?? 'success';

/** @param {string} digits */
export function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes people type between groups do not count. @param {string} s */
export const cardDigits = (s) => s.replace(/[\s-]/g, '');

/** `500000**1115`: the first six and last four digits, as the gateway reports it. @param {string} pan */
export const maskPan = (pan) => `${pan.slice(0, 6)}**${pan.slice(-4)}`;

/**
 * @typedef {{ cardName: string, cardNumber: string, expiry: string, cvc: string }} CardForm
 * @typedef {Partial<Record<keyof CardForm, string>>} CardErrors
 */

/** @param {CardForm} f @param {Date} [now] @returns {CardErrors} */
export function validateCard(f, now = new Date()) {
  /** @type {CardErrors} */
  const errors = {};
  if (f.cardName.trim().length < 2) errors.cardName = MESSAGES.cardName;
  const pan = cardDigits(f.cardNumber);
  if (!/^\d{16,19}$/.test(pan) || !luhn(pan)) errors.cardNumber = MESSAGES.cardNumber;
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(f.expiry.trim());
  if (f.expiry.trim().length !== 5 || !m) errors.expiry = MESSAGES.expiry;
  else {
    // A card is valid to the end of its expiry month.
    const year = 2000 + Number(m[2]);
    const month = Number(m[1]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      errors.expiry = MESSAGES.expired;
  }
  if (!/^\d{3,4}$/.test(f.cvc.trim())) errors.cvc = MESSAGES.cvc;
  return errors;
}
