import type { Metadata } from 'next';
import { ProductNotFound } from '@/components/product/product-not-found';

// Rendered in place of a product page's notFound(), which Next would answer with an empty error
// shell (vercel/next.js#62228): the product route's own view, complete in the server's HTML. proxy.ts
// rewrites to it with the 404 (app/_status/page-status.ts). Asked for by name: 200 with noindex.
export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false } };

export default function Page() {
  return <ProductNotFound />;
}
