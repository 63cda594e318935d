import type { Metadata } from 'next';
import { ProductNotFound } from '@/components/product/product-not-found';

// Rendered only by host/server.mjs, in place of the empty error shell Next answers for a product
// page's notFound() (vercel/next.js#62228): the product route's own view, complete in the server's
// HTML, answered with the 404 (set by the host). Asked for by name: 200 with noindex.
export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false } };

export default function Page() {
  return <ProductNotFound />;
}
