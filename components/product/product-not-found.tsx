import { ReturnToHome, WhereNext } from '@/components/layout/where-next';

/** The spec's not-found view for a product id that does not exist. */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="page-title">Product Not Found</h1>
      <p className="mt-4 text-muted">Sorry, the product you&apos;re looking for doesn&apos;t exist.</p>
      <WhereNext />
      <ReturnToHome />
    </section>
  );
}
