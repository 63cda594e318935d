import 'server-only';
import type { RateLimitRule } from '@/server/shared/rate-limiter';

// Every rate-limit rule of the shop, in one place. Windows are fixed per key: they start at the
// key's first attempt. Auth rules are counted twice, per client IP and per account, so neither
// one address trying many accounts nor many addresses trying one account get far.

const MINUTE = 60;

/**
 * Contact form: 20 per client IP an hour. Counted after the request pipeline (a cross-site page
 * cannot spend it); loose enough for the shoppers sharing one carrier-NAT address, dull for a bot.
 */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  name: 'contact',
  points: 20,
  durationSeconds: 60 * MINUTE,
};

/**
 * A guest's order lookups by number and email (withdrawal, order status): 10 per client IP an
 * hour. Every attempt counts, found or not: a shopper needs one or two, a script guessing numbers
 * or emails gets ten.
 */
export const ORDER_LOOKUP_RATE_LIMIT: RateLimitRule = {
  name: 'order-lookup',
  points: 10,
  durationSeconds: 60 * MINUTE,
};

/** Newsletter sign-ups from the home page: 20 per client IP an hour, as the contact form. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = {
  name: 'newsletter',
  points: 20,
  durationSeconds: 60 * MINUTE,
};

/**
 * Each quote line costs up to two ERP reads (item and stock; a made-up id misses the cache every
 * time), so quotes are limited per client IP. The cart page asks once per change, 300 ms after
 * the last click: 120 a minute is a change every 2 s, sustained, for four shoppers behind one
 * carrier-NAT address at once. Refused, the page keeps its own totals and says prices could not
 * be checked right now.
 */
export const QUOTE_RATE_LIMIT: RateLimitRule = { name: 'quote', points: 120, durationSeconds: MINUTE };

/**
 * The search overlay (GET /api/search) per client IP: 300 a minute. It asks 300 ms after the
 * last keystroke, so one shopper typing steadily asks at most ~3 a second and a word costs a few;
 * 300 a minute leaves room for a dozen shoppers searching at once behind one shared address, and
 * holds a script to 5 catalogue searches a second.
 */
export const SEARCH_RATE_LIMIT: RateLimitRule = { name: 'search', points: 300, durationSeconds: MINUTE };

/**
 * Images from the ERP (GET /media/…) per client IP: 600 a minute. Each is an ERP read. Browsers
 * keep them a day and most arrive through the image optimiser, whose cache (a day) answers repeats
 * without asking /media; a cold listing page of 48 cards asks 48. 600 a minute is a dozen such
 * pages at once from one shared address; a script naming made-up images gets 10 ERP reads a second.
 */
export const MEDIA_RATE_LIMIT: RateLimitRule = { name: 'media', points: 600, durationSeconds: MINUTE };

// Auth limits (ASVS 5.0 V6.3, docs/decisions/0010): many customers of a Cypriot mobile carrier
// share one address (carrier-grade NAT), so limits per address are loose (tens an hour) and only
// count what an attacker produces (failures, mails); the tight limits are per account and email.
// A limit nobody else can reach for you: the per-account counts are keyed on account AND address,
// and what counts across addresses only slows the account's sign-ins (sign-in-throttle.ts).

/**
 * Failed sign-ins per client address: 50 an hour. Successes give their point back, so a shared
 * address full of customers signing in is never stopped; one address spraying guesses over many
 * accounts is.
 */
export const SIGN_IN_IP_RATE_LIMIT: RateLimitRule = {
  name: 'login-ip-failures',
  points: 50,
  durationSeconds: 60 * MINUTE,
};

/**
 * Failed sign-ins per account from one address: 5 per 15 minutes, cleared by a success or a
 * password reset. Someone guessing from elsewhere never refuses the owner's own address.
 */
export const SIGN_IN_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'login-account-address',
  points: 5,
  durationSeconds: 15 * MINUTE,
};

/**
 * Failed sign-ins per account from every address, for an hour: never refused (the points are out
 * of reach), only counted; the count sets the growing delay of the account's sign-ins.
 */
export const SIGN_IN_ACCOUNT_WIDE_COUNT: RateLimitRule = {
  name: 'login-account-wide',
  points: 1_000_000,
  durationSeconds: 60 * MINUTE,
};

/** Registrations per client address: 30 an hour (a carrier's shared address, an office, a shop's Wi-Fi). */
export const REGISTER_IP_RATE_LIMIT: RateLimitRule = {
  name: 'register-ip',
  points: 30,
  durationSeconds: 60 * MINUTE,
};

/** Registration attempts per email: 5 an hour (a typo or two; not a script probing one address). */
export const REGISTER_EMAIL_RATE_LIMIT: RateLimitRule = {
  name: 'register-email',
  points: 5,
  durationSeconds: 60 * MINUTE,
};

/** Password-reset requests per client address: 30 an hour. */
export const RESET_REQUEST_IP_RATE_LIMIT: RateLimitRule = {
  name: 'reset-ip',
  points: 30,
  durationSeconds: 60 * MINUTE,
};

/**
 * Password-reset requests per account from one address: 3 an hour (a lost first mail still
 * leaves two more). Requests from other addresses do not use the owner's.
 */
export const RESET_REQUEST_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'reset-account-address',
  points: 3,
  durationSeconds: 60 * MINUTE,
};

/**
 * Reset mails per account from every address: 10 an hour. Beyond it the answer stays the same
 * (nothing refused, nothing told) but no mail is sent, so the form cannot flood an inbox.
 */
export const RESET_MAIL_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'reset-mail-account',
  points: 10,
  durationSeconds: 60 * MINUTE,
};

/**
 * Password changes per account: 5 per 15 minutes. The form checks the current password, so a
 * stolen session must not turn it into an unlimited password oracle.
 */
export const PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'password-account',
  points: 5,
  durationSeconds: 15 * MINUTE,
};

/**
 * Wishlist adds and removes per signed-in account: 60 a minute. A shopper clicking hearts on a
 * listing page stays far below; a script looping over the catalogue (each add is an ERP insert)
 * does not.
 */
export const FAVOURITES_RATE_LIMIT: RateLimitRule = {
  name: 'favourites-account',
  points: 60,
  durationSeconds: MINUTE,
};

/** Profile and address saves per signed-in account: 10 per 10 minutes (each is an ERP write). */
export const PROFILE_RATE_LIMIT: RateLimitRule = {
  name: 'profile-account',
  points: 10,
  durationSeconds: 10 * MINUTE,
};

/**
 * Password-reset attempts (the link's form) per client address: 30 an hour. A token is 256 random
 * bits, so this limits load, not guessing; a person retrying a mistyped new password is not stopped.
 */
export const PASSWORD_RESET_IP_RATE_LIMIT: RateLimitRule = {
  name: 'reset-token',
  points: 30,
  durationSeconds: 60 * MINUTE,
};

/**
 * Placing an order per client IP: 20 per 10 minutes. Each attempt re-reads the cart from the ERP
 * and may register a payment; a shopper retrying a declined card a few times stays well inside.
 */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = {
  name: 'checkout',
  points: 20,
  durationSeconds: 10 * MINUTE,
};

/**
 * Voucher look-ups at checkout per client IP: 10 per 10 minutes. A shopper tries a code or two;
 * a script guessing codes is stopped early (each look-up is an ERP read).
 */
export const VOUCHER_RATE_LIMIT: RateLimitRule = {
  name: 'voucher',
  points: 10,
  durationSeconds: 10 * MINUTE,
};

/**
 * Return requests per signed-in account: 10 per 10 minutes. Each one reads the order and its items
 * from the ERP and sends a mail; a customer returning a few orders stays well inside.
 */
export const RETURNS_RATE_LIMIT: RateLimitRule = {
  name: 'returns-account',
  points: 10,
  durationSeconds: 10 * MINUTE,
};

/**
 * "Download my data" per signed-in account: 10 per 10 minutes. Each one reads the profile,
 * every order and the favourites from the ERP; a customer saving a copy now and then stays inside.
 */
export const MY_DATA_RATE_LIMIT: RateLimitRule = {
  name: 'my-data-account',
  points: 10,
  durationSeconds: 10 * MINUTE,
};
