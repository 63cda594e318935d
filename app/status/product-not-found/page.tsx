import { PopularView } from '@/app/_suggest/suggestion-views';
import { ProductNotFound } from '@/components/product/product-not-found';

// Rendered in place of a product page's notFound(), which Next would answer with an empty error
// shell (vercel/next.js#62228): the product route's own view, complete in the server's HTML. proxy.ts
// rewrites to it with the 404 (app/_status/page-status.ts); asked for by name, it is a 404 itself.
// Its title is its not-found.tsx's: Next takes a 404's metadata from there, and adds the noindex.
export default function Page() {
  return (
    <>
      <ProductNotFound />
      <PopularView />
    </>
  );
}
