import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import { getBrands } from '@/server/catalogue/reads';
import { Link } from '@/components/ui/link';

export const generateMetadata = (): Promise<Metadata> =>
  indexableMetadata({
  path: '/brands',
  title: 'Brands',
  description: 'Every brand we distribute in Cyprus, A to Z.',
});

export default async function BrandsPage() {
  const brands = await getBrands();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Brands' }]} />
      <h1 className="page-title mt-6">BRANDS</h1>
      {brands.ok ? (
        <ul className="mt-8 columns-2 gap-8 sm:columns-3 lg:columns-4">
          {brands.data.map((brand) => (
            <li key={brand.id} className="mb-3 break-inside-avoid">
              <Link
                href={`/brands/${brand.id}`}
                className="text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">Brands are not available right now. Please try again later.</p>
      )}
    </div>
  );
}
