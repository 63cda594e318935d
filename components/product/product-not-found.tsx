import { Link } from '@/components/ui/link';
/** The spec's not-found view for a product id that does not exist. */
export function ProductNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">Product Not Found</h1>
      <p className="mt-4 text-muted">Sorry, the product you&apos;re looking for doesn&apos;t exist.</p>
      <Link
        href="/"
        className="mt-10 inline-block bg-ink px-8 py-3 text-sm font-semibold tracking-widest text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        RETURN TO HOME
      </Link>
    </section>
  );
}
