// Where to send a shopper back after signing in (`/login?returnUrl=…`) and the spec's redirect
// helper (`?page=…&id=…`). Safe in the browser: only a path on this site comes out, so no link can
// bounce a shopper to another host or run a script (open redirect).

const MAX_LENGTH = 2048;
const ORIGIN = 'http://shop.invalid';
// Control characters, any whitespace (including Unicode spaces) and the backslash, which browsers
// read as '/' in a URL (so '/\\evil.example' would leave the site).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\s\\\u200b-\u200f\u2028\u2029\u2060\ufeff]/u;

/** Decodes percent-escapes until stable (at most 3 rounds); undefined when they are malformed. */
function decoded(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current.includes('%') ? undefined : current;
}

const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);

/**
 * `input` when it is a path on this site (path, query and hash kept), otherwise `fallback`.
 * Refuses absolute and protocol-relative URLs, any scheme, backslashes, control characters and
 * whitespace, and the same tricks hidden behind percent-encoding.
 */
export function safeReturnUrl(input: unknown, fallback = '/'): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return fallback;
  if (!isLocalPath(input)) return fallback;
  const path = input.split(/[?#]/, 1)[0];
  const plain = decoded(path);
  if (plain === undefined || !isLocalPath(plain)) return fallback;
  let url: URL;
  try {
    url = new URL(input, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const result = url.pathname + url.search + url.hash;
  return isLocalPath(result) && isLocalPath(decoded(url.pathname) ?? '//') ? result : fallback;
}

/** The pages the spec's redirect helper may open (`?page=` names), and nothing else. */
export const REDIRECT_PAGES = {
  'order-confirmation': '/order-confirmation',
  account: '/account',
  cart: '/cart',
  checkout: '/checkout',
  wishlist: '/wishlist',
  home: '/',
} as const;

export type RedirectTarget = { path: string; confirmationId?: string };

/** The spec's session-storage key for the last order the shopper was sent to confirm. */
export const CONFIRMATION_ID_KEY = 'confirmationId';

/**
 * Where the redirect helper sends the browser: the target page, and for an order confirmation
 * the order itself (the page keeps its id under CONFIRMATION_ID_KEY).
 */
export function redirectLocation(query: URLSearchParams): string {
  const { path, confirmationId } = redirectTarget(query);
  return confirmationId && path === REDIRECT_PAGES['order-confirmation']
    ? `${path}?order=${encodeURIComponent(confirmationId)}`
    : path;
}

const CONFIRMATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The spec's redirect helper: `?page=order-confirmation&id=123` goes to /order-confirmation and
 * hands back the id (the page keeps it as confirmationId). An unknown page goes to `fallback`;
 * an id that is not a short token is dropped.
 */
export function redirectTarget(query: URLSearchParams | string, fallback = '/'): RedirectTarget {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const page = params.get('page');
  const path =
    page !== null && Object.hasOwn(REDIRECT_PAGES, page)
      ? REDIRECT_PAGES[page as keyof typeof REDIRECT_PAGES]
      : safeReturnUrl(fallback);
  const id = params.get('id');
  return id !== null && CONFIRMATION_ID.test(id) ? { path, confirmationId: id } : { path };
}
