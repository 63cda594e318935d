import 'server-only';
import { listingAt, loadListing } from '@/app/_listing/listings';
import { handOver, listingKey } from '@/app/_status/handover';
import { isProductPath } from '@/lib/seo/route-shape';
import {
  LAYOUT_FAILURE_PROBE,
  NOT_FOUND_PROBE,
  errorRewrite,
  notFoundRewrite,
  shapeRewrite,
  type StatusRewrite,
} from '@/lib/seo/status-routes';
import { loadProduct } from '@/server/catalogue/product-page';
import { CatalogueUnavailableError } from '@/server/catalogue/unavailable';
import { orderForViewer } from '@/server/runtime/order-view';

// Whether a page answers 404 or 500, decided by proxy.ts before Next renders it: a page's own
// notFound() or thrown error would come back as Next's empty error shell (vercel/next.js#62228,
// docs/decisions/0063), while a rewrite with a status is rendered complete. The checks read what
// the page reads, through the same caches (the catalogue's, the order store), so the page's own
// read is then a cache hit; a listing page built here is handed to the page (./handover.ts). The
// pages keep their notFound() and throws: a client navigation (not checked here) and a change
// between the two reads still end there.

/**
 * True when the page at this path and query answers 404; throws what the page would throw.
 * `nonce` is the request's (proxy.ts), under which a listing built here is left for its page.
 */
async function missing(pathname: string, query: URLSearchParams, nonce: string): Promise<boolean> {
  if (isProductPath(pathname)) {
    const loaded = await loadProduct(pathname.slice(pathname.lastIndexOf('/') + 1));
    if (!loaded.ok && loaded.error === 'unavailable')
      throw new CatalogueUnavailableError(`product ${pathname}`);
    return !loaded.ok;
  }
  const listing = listingAt(pathname);
  if (listing) {
    // Only a page number can put a listing past its last page; without one its source decides.
    if (!query.has('page')) return (await listing.listing.source(listing.params, query)) === null;
    const page = await loadListing(listing.listing, listing.params, query);
    if (page) handOver(nonce, listingKey(listing.listing.variant, listing.params, query), page);
    return page === null;
  }
  if (pathname === '/order-confirmation') {
    const ids = query.getAll('order');
    // An order that does not exist or is not the viewer's is a 404 (app/order-confirmation): the
    // same read as the page's, with the session and view cookie the proxy sees too.
    return ids.length === 1 && ids[0] !== '' && (await orderForViewer(ids[0])) === null;
  }
  return false;
}

/** The rewrite proxy.ts answers `url` with, or null to let the page render; `nonce` is the request's. */
export async function pageStatus(url: URL, nonce: string): Promise<StatusRewrite | null> {
  const byShape = shapeRewrite(url.pathname);
  if (byShape || url.pathname === NOT_FOUND_PROBE || url.pathname === LAYOUT_FAILURE_PROBE) return byShape;
  try {
    return (await missing(url.pathname, url.searchParams, nonce)) ? notFoundRewrite(url.pathname) : null;
  } catch (error) {
    // What the page would throw (the catalogue or the database out of reach): its error view.
    console.error('[page-status]', (error as Error).message);
    const digest = (error as { digest?: unknown }).digest;
    return errorRewrite(typeof digest === 'string' ? digest : '');
  }
}
