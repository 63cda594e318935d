import { isNotFoundByShape, isProductPath } from './route-shape';

// Where proxy.ts sends a request whose page Next would not render complete. On Next 16, a page's
// notFound() or thrown error outside a Suspense boundary comes back as an empty shell that
// JavaScript fills in (vercel/next.js#62228; the cases in docs/decisions/0063), while a proxy
// rewrite with a status renders its destination complete with that status. So the status is
// decided before the page renders (app/_status/page-status.ts) and the request rewritten here.

/** Next's not-found route: the root layout around app/not-found.tsx, status 404. */
export const NOT_FOUND_ROUTE = '/_not-found';
/** The product route's own not-found view (app/status/product-not-found). */
export const PRODUCT_NOT_FOUND_ROUTE = '/status/product-not-found';
/** The error view (app/status/error), told the digest in ?digest=. */
export const ERROR_ROUTE = '/status/error';

export interface StatusRewrite {
  pathname: string;
  search: string;
  /** The answer's status (NextResponse.rewrite's `status`): the failed page's, not the route's 200. */
  status: number;
}

/** A missing page at `pathname`: a product's own view on its routes, the generic one elsewhere. */
export function notFoundRewrite(pathname: string): StatusRewrite {
  return {
    pathname: isProductPath(pathname) ? PRODUCT_NOT_FOUND_ROUTE : NOT_FOUND_ROUTE,
    search: '',
    status: 404,
  };
}

/** A page that cannot be rendered: the error view for the thrown error's digest ('' when none). */
export function errorRewrite(digest: string): StatusRewrite {
  return {
    pathname: ERROR_ROUTE,
    search: digest ? `?digest=${encodeURIComponent(digest)}` : '',
    status: 500,
  };
}

/** The rewrite a path needs by its shape alone (no page can exist there); null otherwise. */
export function shapeRewrite(pathname: string): StatusRewrite | null {
  // A status route asked for by name is served as asked (a noindex page like any error page), and
  // so is the destination of a rewrite, which Next sends through the proxy again.
  if (pathname.startsWith('/status/')) return null;
  return isNotFoundByShape(pathname) ? notFoundRewrite(pathname) : null;
}
