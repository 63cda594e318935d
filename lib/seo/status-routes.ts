import { isNotFoundByShape, isProductPath } from './route-shape';

// Where proxy.ts sends a request whose page Next would not render complete. On Next 16, a page's
// notFound() or thrown error outside a Suspense boundary comes back as an empty shell that
// JavaScript fills in (vercel/next.js#62228; the cases in docs/decisions/0063), while a proxy
// rewrite with a status renders its destination complete with that status. So the status is
// decided before the page renders (app/_status/page-status.ts) and the request rewritten here.

/** The generic not-found view (app/status/not-found), the same as Next's app/not-found.tsx. */
export const NOT_FOUND_ROUTE = '/status/not-found';
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

/** Next's own answer to a notFound(), asked for by tests/e2e/next-62228.spec.ts. */
export const NOT_FOUND_PROBE = '/status/not-found-probe';
/** Next's own answer to a failing root layout (app/global-error.tsx), asked for by the same test. */
export const LAYOUT_FAILURE_PROBE = '/status/layout-failure-probe';
/** Set by proxy.ts on LAYOUT_FAILURE_PROBE's requests only: the root layout throws when it sees it. */
export const LAYOUT_FAILURE_HEADER = 'x-layout-failure-probe';

/** The rewrite a path needs by its shape alone (no page can exist there); null otherwise. */
export function shapeRewrite(pathname: string): StatusRewrite | null {
  // The status routes are rendered in place of a failed page only (the proxy does not run again on
  // a rewrite's destination): asked for by name, they are missing pages like any other.
  if (pathname === NOT_FOUND_PROBE || pathname === LAYOUT_FAILURE_PROBE) return null;
  if (pathname.startsWith('/status/')) return notFoundRewrite(pathname);
  return isNotFoundByShape(pathname) ? notFoundRewrite(pathname) : null;
}
