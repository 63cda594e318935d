// @ts-check
// Which pages' HTML may be shared between visitors: a page is cacheable when its HTML is the same
// for everyone, everything per-user living in client islands. The one route table of what is
// cached: proxy.ts marks these pages `public, no-cache` (a browser may keep them, a CDN revalidates
// them), and nginx's shared page cache keeps these and no others (nginx-page-cache.mjs).
// Every page under app/ is listed here, cacheable or not (with the reason), so a new page needs a
// decision: tests/unit/cacheable-pages.test.ts fails until it has one. Plain ESM, so
// scripts/cluster.mjs writes nginx's configuration from it under Node without a build step.

/** The genders the shop links to (listings also read 'mens'/'womens'; those URLs stay uncached). */
const GENDER = 'men|women';
const ID = '\\d+';

/**
 * @typedef {object} CacheablePage
 * @property {string} route the App Router route, as its folder under app/ names it
 * @property {Readonly<Record<string, string>>} [params] per dynamic segment, the values (a regular
 *   expression) it is cached for; other values are rendered uncached
 */

/** @type {readonly CacheablePage[]} */
export const CACHEABLE_PAGES = [
  // The redirect helper's /?page=…&id=… (proxy.ts) answers 307, which is never kept.
  { route: '/' },
  { route: '/[gender]', params: { gender: GENDER } },
  { route: '/products' },
  { route: '/brands' },
  { route: '/brands/[brandId]', params: { brandId: ID } },
  { route: '/collections/bestsellers' },
  { route: '/collections/new-arrivals' },
  { route: '/outlet' },
  { route: '/[gender]/[category]', params: { gender: GENDER, category: ID } },
  {
    route: '/[gender]/category/[categoryId]',
    params: { gender: GENDER, categoryId: ID },
  },
  {
    route: '/[gender]/[category]/product/[id]',
    params: { gender: GENDER, category: ID, id: ID },
  },
  { route: '/product/[id]', params: { id: ID } },
  // The cart's lines live in the browser (localStorage): the server renders the same frame for all.
  { route: '/cart' },
  // Content pages read no catalogue data, but their HTML is the same for everyone too: shared, they
  // answer `public, no-cache`, so a browser may keep them and use its back/forward cache.
  { route: '/about-us' },
  { route: '/contact' },
  { route: '/faqs' },
  { route: '/privacy-policy' },
  { route: '/shipping' },
  { route: '/stores' },
  { route: '/sustainability' },
  { route: '/terms-conditions' },
  { route: '/accessibility' },
];

const ACCOUNT = 'personal: rendered for the signed-in customer, never stored in a shared cache';

/**
 * Pages rendered for every request, and why.
 * @type {Readonly<Record<string, string>>}
 */
export const UNCACHED_PAGES = {
  '/checkout': 'personal: prefilled with the signed-in customer’s details, never stored in a shared cache',
  '/account': ACCOUNT,
  '/account/confirm-email': ACCOUNT,
  '/login': ACCOUNT,
  '/reset-password': ACCOUNT,
  '/wishlist': ACCOUNT,
  '/newsletter/confirm':
    'personal: carries the mailed link’s token into its form, never stored in a shared cache',
  '/newsletter/unsubscribe':
    'personal: carries the mailed link’s token into its form, never stored in a shared cache',
  '/order-confirmation': ACCOUNT,
  // The order a guest looked up lives in the signed order_lookup cookie (decision 0086).
  '/order-status': 'personal: shows the order the visitor looked up',
  '/withdraw': 'personal: the looked-up or signed-in customer’s orders and lines',
  '/withdraw/confirm': 'personal: the withdrawal about to be sent',
  '/withdraw/done': 'personal: the withdrawal received',
  '/generate-images': 'internal tool, not a shop page',
  '/status/error':
    'rendered only in place of a page that failed, with its status (app/_status/page-status.ts)',
  '/status/not-found': 'rendered only in place of a missing page, with its 404 (app/_status/page-status.ts)',
  '/status/product-not-found':
    'rendered only in place of a missing product, with its 404 (app/_status/page-status.ts)',
  '/status/not-found-probe':
    'always a 404: what Next answers for a notFound() (tests/e2e/next-62228.spec.ts)',
  '/status/layout-failure-probe':
    'always a 500: what Next answers when the root layout fails (tests/e2e/next-62228.spec.ts)',
};

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {CacheablePage} page @param {string} segment */
function segmentPattern({ route, params = {} }, segment) {
  const name = /^\[(\w+)\]$/.exec(segment)?.[1];
  if (!name) return escape(segment);
  if (!params[name]) throw new Error(`${route}: no cacheable values for [${name}]`);
  return `(?:${params[name]})`;
}

/**
 * One expression matching the pathnames (no query) of the given pages.
 * @param {readonly CacheablePage[]} pages
 */
export function pathPattern(pages) {
  // '/' splits into one empty segment, so the home page is the alternative '\/'.
  const alternatives = pages.map((page) =>
    page.route
      .split('/')
      .slice(1)
      .map((segment) => `\\/${segmentPattern(page, segment)}`)
      .join(''),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

const SHARED = pathPattern(CACHEABLE_PAGES);

/** Whether the page at this pathname is the same for everyone (its query aside). @param {string} pathname */
export const isSharedPage = (pathname) => SHARED.test(pathname);
