import { PopularView } from '@/app/_suggest/suggestion-views';
import { PageNotFound } from '@/components/layout/page-not-found';

// Rendered in place of a missing page: proxy.ts rewrites to it with the 404 (lib/seo/status-routes.ts).
// An app route rather than Next's own '/_not-found', whose answer carries no preload of the shop's
// font, which (display: optional) then missed its moment on a first visit and the page showed a
// fallback face. Its title is its not-found.tsx's: Next takes a 404's metadata from there.
export default function Page() {
  return (
    <>
      <PageNotFound />
      <PopularView />
    </>
  );
}
