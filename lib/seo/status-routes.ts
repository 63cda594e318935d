import { RENDER_NOT_FOUND_HEADER, isNotFoundByShape, isProductPath } from './route-shape';

// Where proxy.ts sends a request whose page cannot be rendered complete by Next: a page's
// notFound() or a thrown error comes back as an empty shell that JavaScript fills in
// (vercel/next.js#62228), so host/server.mjs renders such a page a second time with a header that
// names the case, and the request is rewritten to a route Next renders complete (lang, h1, texts).

/**
 * Set by host/server.mjs (never by a visitor: the host drops it) when a page answered 5xx with
 * Next's empty error shell; its value is the thrown error's digest ('' when it has none).
 */
export const RENDER_ERROR_HEADER = 'x-render-error';

/** Next's not-found route: the root layout around app/not-found.tsx, status 404. */
export const NOT_FOUND_ROUTE = '/_not-found';
/** The product route's own not-found view (app/status/product-not-found). */
export const PRODUCT_NOT_FOUND_ROUTE = '/status/product-not-found';
/** The error view (app/status/error), told the digest in ?digest=. */
export const ERROR_ROUTE = '/status/error';

export interface StatusRewrite {
  pathname: string;
  search: string;
}

/** The route `pathname` is rewritten to, given the request's headers; null to serve it as asked. */
export function statusRewrite(
  pathname: string,
  header: (name: string) => string | null,
): StatusRewrite | null {
  const digest = header(RENDER_ERROR_HEADER);
  const notFound = header(RENDER_NOT_FOUND_HEADER) === '1';
  // Next runs the proxy again on a rewrite's destination, without the host's header: a status
  // route is served as asked (asked for by name, it is a noindex page like any error page).
  if (pathname.startsWith('/status/')) return null;
  if (digest !== null)
    return { pathname: ERROR_ROUTE, search: digest ? `?digest=${encodeURIComponent(digest)}` : '' };
  if (notFound && isProductPath(pathname)) return { pathname: PRODUCT_NOT_FOUND_ROUTE, search: '' };
  if (notFound || isNotFoundByShape(pathname)) return { pathname: NOT_FOUND_ROUTE, search: '' };
  return null;
}
