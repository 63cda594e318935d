import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistView } from '@/app/_wishlist/wishlist-view';

// Per customer and read on every request (server/http/cacheable-pages.mjs lists it uncached).
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('layout'))('wishlist'), robots: { index: false } };
}

export default async function Page() {
  const t = await getTranslations('layout');
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <h1 className="page-title mb-6">{t('wishlist')}</h1>
      <WishlistView />
    </div>
  );
}
