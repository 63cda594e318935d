// Every cookie and browser-storage entry the shop writes, with its purpose and lifetime: the privacy
// page's "Cookies and Storage" section prints this list, and tests fail when a page sets a cookie
// that is not on it (tests/e2e/cookies.spec.ts) or when the code gains a cookie writer the list does
// not know (tests/unit/content/cookies.test.ts). All are strictly necessary for a service the
// shopper asked for (ePrivacy Directive Art. 5(3)), so the shop shows no consent banner; anything
// else (analytics, advertising) would have to wait for consent (decision 0091).

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export interface StoredItem {
  /** The name the browser shows (the session cookie is `__Host-session` over HTTPS). */
  name: string;
  kind: StorageKind;
  purpose: string;
  lifetime: string;
}

export const SHOP_COOKIES: readonly StoredItem[] = [
  {
    name: 'session',
    kind: 'cookie',
    purpose:
      'Keeps you signed in to your account. Sealed and encrypted; named __Host-session on our secure site.',
    lifetime:
      'Until you close the browser (or 12 hours unused); 30 days, renewed as you shop, when you ask us to remember you. Removed when you sign out',
  },
  {
    name: 'signed_in',
    kind: 'cookie',
    purpose: 'Tells the page whether to show the account menu as signed in. Holds only "1".',
    lifetime: 'Follows the session cookie',
  },
  {
    name: 'order_view',
    kind: 'cookie',
    purpose: 'Lets the browser that placed a guest order see its confirmation page again.',
    lifetime: '30 days',
  },
  {
    name: 'order_lookup',
    kind: 'cookie',
    purpose:
      'Remembers, signed, which order you found with its number and email (order status, withdrawal) and the withdrawal you are preparing; never the email itself.',
    lifetime: '15 minutes',
  },
  {
    name: 'lang',
    kind: 'cookie',
    purpose:
      'Remembers the language you chose (English or Greek), so the shop opens in it. Holds only "en" or "el".',
    lifetime: '1 year',
  },
  {
    name: 'form-notice',
    kind: 'cookie',
    purpose: 'Carries a sign-in or password form’s message back to the page when JavaScript is off.',
    lifetime: '1 minute',
  },
];

export const SHOP_BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: 'cart',
    kind: 'localStorage',
    purpose: 'Your shopping bag. It stays on your device until you check out or empty it.',
    lifetime: 'Until you empty the bag or clear your browser’s storage',
  },
  {
    name: 'recently-viewed',
    kind: 'localStorage',
    purpose: 'The last products you looked at, shown back to you. Never sent to us.',
    lifetime: 'Until you clear your browser’s storage',
  },
  {
    name: 'checkout-form',
    kind: 'sessionStorage',
    purpose: 'Keeps what you typed at checkout while you pay, so nothing is lost if you come back.',
    lifetime: 'Until you close the tab',
  },
  {
    name: 'confirmationId',
    kind: 'sessionStorage',
    purpose: 'Finds your order confirmation again after the payment page.',
    lifetime: 'Until you close the tab',
  },
  {
    name: 'order-toast:{order number}',
    kind: 'sessionStorage',
    purpose: 'Shows the "order placed" message once, not on every reload of the confirmation.',
    lifetime: 'Until you close the tab',
  },
  {
    name: 'splash-seen',
    kind: 'sessionStorage',
    purpose: 'Shows the opening animation only once per visit.',
    lifetime: 'Until you close the tab',
  },
];

/** The cookie names a page may set (the secure prefix stripped). */
export const ALLOWED_COOKIE_NAMES: ReadonlySet<string> = new Set(SHOP_COOKIES.map((c) => c.name));

/** The listed name of a cookie the browser holds: `__Host-session` is the session cookie. */
export const listedCookieName = (name: string): string => name.replace(/^__(Host|Secure)-/, '');
