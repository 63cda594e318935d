import { ProductGridSkeleton } from '@/components/catalogue/product-grid';
import { LISTING_VARIANTS, type ListingVariantId } from '@/lib/listing/variants';

const block = 'animate-pulse bg-neutral-100 motion-reduce:animate-none';

/** For a listing's loading.tsx: the page's frame, the count's 'Loading...' and 8 placeholder cards. */
export function ListingSkeleton({ variant = 'products' }: { variant?: ListingVariantId }) {
  const sidebar = LISTING_VARIANTS[variant].layout !== 'dialog';
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <div aria-hidden="true">
        <div className={`h-3 w-40 ${block}`} />
        <div className={`mt-6 h-8 w-64 ${block}`} />
        <div className="mt-8 flex flex-col gap-4 border-y border-line py-4 md:flex-row md:items-center md:justify-between">
          <div className={`h-10 w-full md:max-w-sm ${block}`} />
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-muted">Loading...</p>
            <div className={`h-10 w-44 ${block}`} />
          </div>
        </div>
      </div>
      <div className={sidebar ? 'mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10' : 'mt-8'}>
        {sidebar && (
          <div aria-hidden="true" className="space-y-3 max-lg:hidden">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className={`h-4 ${i % 4 === 0 ? 'w-20' : 'w-36'} ${block}`} />
            ))}
          </div>
        )}
        <ProductGridSkeleton />
      </div>
    </div>
  );
}
