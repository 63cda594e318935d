// Which paths can only be a 404, judged from their shape alone. A path whose first segment is no
// folder of app/ lands in the [gender] routes, whose pages answer notFound(); Next renders a
// not-found thrown by a page as an empty error shell filled in by JavaScript (vercel/next.js#62228),
// so proxy.ts sends these paths to the not-found route instead, which Next renders complete.
/**
 * First path segments served by something other than the [gender] routes: app/'s folders and
 * metadata files, and public/'s folders (proxy.ts runs before public files are served). A unit
 * test compares the list with both folders.
 */
export const STATIC_TOP_SEGMENTS: ReadonlySet<string> = new Set([
  'hero',
  'instagram',
  'about-us',
  'accessibility',
  'account',
  'api',
  'brands',
  'cart',
  'checkout',
  'collections',
  'contact',
  'faqs',
  'generate-images',
  'icon.svg',
  'login',
  'media',
  'newsletter',
  'order-confirmation',
  'order-status',
  'outlet',
  'privacy-policy',
  'product',
  'products',
  'reset-password',
  'robots.txt',
  'shipping',
  'status',
  'sitemap',
  'sitemap.xml',
  'stores',
  'sustainability',
  'terms-conditions',
  'wishlist',
  'withdraw',
]);

const GENDER = /^(?:men|women|mens|womens)$/;
const ID = /^[1-9]\d*$/;

/** The [gender] routes' shapes after the gender: '', '{id}', 'category/{id}', '{id}/product/{id}'. */
function genderRest(rest: readonly string[]): boolean {
  if (rest.length === 0) return true;
  if (rest.length === 1) return ID.test(rest[0]);
  if (rest.length === 2) return rest[0] === 'category' && ID.test(rest[1]);
  return rest.length === 3 && ID.test(rest[0]) && rest[1] === 'product' && ID.test(rest[2]);
}

const PRODUCT_PATH = /^\/(?:(?:men|women|mens|womens)\/[^/]+\/)?product\/[^/]+\/?$/;

/** A product route's path (/product/{id}, /{gender}/{category}/product/{id}): its 404 is the
 * route's own 'Product Not Found' view (lib/seo/status-routes.ts), never the generic one. */
export function isProductPath(pathname: string): boolean {
  return PRODUCT_PATH.test(pathname);
}

/** True when no page can exist at `pathname`, whatever the catalogue holds. */
export function isNotFoundByShape(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return false;
  const [first, ...rest] = segments;
  if (first === 'brands') return rest.length === 1 && !ID.test(rest[0]);
  // '_next', '_not-found': Next's own; a name with a dot: a file (public/, favicon.ico).
  if (STATIC_TOP_SEGMENTS.has(first) || first.startsWith('_') || first.includes('.')) return false;
  if (isProductPath(pathname)) return false;
  return !GENDER.test(first) || !genderRest(rest);
}
