// Which paths can only be a 404, judged from their shape alone. A path whose first segment is no
// folder of app/ lands in the [gender] routes, whose pages answer notFound(); Next renders a
// not-found thrown by a page as an empty error shell filled in by JavaScript (vercel/next.js#62228),
// so proxy.ts sends these paths to the not-found route instead, which Next renders complete.

/** First path segments app/ serves itself: its folders and metadata files (a unit test compares). */
export const STATIC_TOP_SEGMENTS: ReadonlySet<string> = new Set([
  'about-us',
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
  'order-confirmation',
  'outlet',
  'privacy-policy',
  'product',
  'products',
  'reset-password',
  'robots.txt',
  'shipping',
  'sitemap',
  'sitemap.xml',
  'stores',
  'sustainability',
  'terms-conditions',
  'wishlist',
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

/** True when no page can exist at `pathname`, whatever the catalogue holds. */
export function isNotFoundByShape(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return false;
  const [first, ...rest] = segments;
  if (first === 'product' || first === 'brands') return rest.length === 1 && !ID.test(rest[0]);
  if (STATIC_TOP_SEGMENTS.has(first) || first.startsWith('_next')) return false;
  return !GENDER.test(first) || !genderRest(rest);
}
