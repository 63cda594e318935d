import 'server-only';
import type { RateLimitRule } from './rate-limit';

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

/**
 * Sign-in attempts per client IP: 20 per 15 minutes. Above what a household or an office behind
 * one address needs; one address trying many accounts (password spraying) is stopped early.
 */
export const SIGN_IN_IP_RATE_LIMIT: RateLimitRule = {
  name: 'login',
  points: 20,
  durationSeconds: 15 * MINUTE,
};

/**
 * Sign-in attempts per account: 5 per 15 minutes, and a successful sign-in resets the count, so
 * this is 5 failures. Guessing one account's password gets 480 tries a day at most, from any
 * number of addresses; its owner waits at most 15 minutes.
 */
export const SIGN_IN_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'login-account',
  points: 5,
  durationSeconds: 15 * MINUTE,
};

/** Registrations per client IP: 5 an hour (a family signs up two or three; a bot farm, no). */
export const REGISTER_IP_RATE_LIMIT: RateLimitRule = {
  name: 'register',
  points: 5,
  durationSeconds: 60 * MINUTE,
};

/** Password-reset requests per client IP: 5 an hour. */
export const RESET_REQUEST_IP_RATE_LIMIT: RateLimitRule = {
  name: 'reset',
  points: 5,
  durationSeconds: 60 * MINUTE,
};

/**
 * Password-reset requests per account: 3 an hour. Each one sends a mail, so this stops the form
 * from being used to flood someone's inbox; a lost first mail still leaves two more.
 */
export const RESET_REQUEST_ACCOUNT_RATE_LIMIT: RateLimitRule = {
  name: 'reset-account',
  points: 3,
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
 * Password-reset attempts (the link's form) per client IP: 10 an hour. A token is 256 random bits,
 * so this limits load, not guessing; a person retrying a mistyped new password is not stopped.
 */
export const PASSWORD_RESET_IP_RATE_LIMIT: RateLimitRule = {
  name: 'reset-token',
  points: 10,
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
