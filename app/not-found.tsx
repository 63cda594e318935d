import { headers } from 'next/headers';
import { MissingPath } from '@/components/layout/missing-path';
import { ProductNotFound } from '@/components/product/product-not-found';
import { Link } from '@/components/ui/link';
import { MISSING_PATH_HEADER, isProductPath } from '@/lib/seo/route-shape';

// No robots tag of its own: Next adds the one noindex to every 404 answer.
export const metadata = { title: 'Page not found' };

// Rendered complete on the server for every 404 (proxy.ts rewrites here; see lib/seo/route-shape.ts),
// so a missing product still gets the product's own not-found view.
export default async function NotFound() {
  const missing = (await headers()).get(MISSING_PATH_HEADER);
  if (missing && isProductPath(missing)) return <ProductNotFound />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-7xl font-semibold tracking-tight">404</h1>
      <p className="mt-6 text-lg">Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      <MissingPath />
      <Link
        href="/"
        className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        RETURN TO HOME
      </Link>
    </section>
  );
}
