import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { INTL_LOCALE } from '@/lib/i18n/locales';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import { getBrands } from '@/server/catalogue/reads';
import { Link } from '@/components/ui/link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  return indexableMetadata({
    path: '/brands',
    title: t('brands.title'),
    description: t('brands.description'),
  });
}

export default async function BrandsPage() {
  const [brands, t, common, locale] = await Promise.all([
    getBrands(),
    getTranslations('catalogue'),
    getTranslations('common'),
    getLocale(),
  ]);
  // Names A to Z in the page's language (the ERP's brand names themselves stay as they are).
  const compare = new Intl.Collator(INTL_LOCALE[locale]).compare;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb
        items={[{ label: t('brands.home'), href: '/' }, { label: t('brands.crumb') }]}
        label={common('breadcrumb')}
      />
      <h1 className="page-title mt-6">{t('brands.heading')}</h1>
      {brands.ok ? (
        <ul className="mt-8 columns-2 gap-8 sm:columns-3 lg:columns-4">
          {[...brands.data]
            .sort((a, b) => compare(a.name, b.name))
            .map((brand) => (
              <li key={brand.id} className="mb-3 break-inside-avoid">
                <Link
                  href={`/brands/${brand.id}`}
                  translate="no"
                  className="text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {brand.name}
                </Link>
              </li>
            ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">{t('brands.unavailable')}</p>
      )}
    </div>
  );
}
