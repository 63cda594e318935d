import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/i18n/client-texts';
import { MESSAGES } from '@/messages';
import { CategoryTiles } from '@/components/home/category-tiles';
import { fallbackSlides, HeroCarousel } from '@/components/home/hero-carousel';
import { InstagramFeed } from '@/components/home/instagram-feed';
import { Newsletter } from '@/components/home/newsletter';
import { NewsletterConsent } from '@/components/home/newsletter-consent';
import { ProductSection } from '@/components/home/product-section';
import { AnimateOnScroll } from '@/components/ui/animate-on-scroll';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationLd, webSiteLd } from '@/lib/seo/json-ld';
import { indexableMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import type { MainCategory } from '@/lib/types';
import { config } from '@/server/config';
import { getCarousel, getCollection, getMainCategories, getProducts } from '@/server/catalogue/reads';
import { instagramFeed } from '@/server/instagram/feed';
import { cspNonce } from '@/server/request';

const HOME_GRID_SIZE = 8;

// The home page's own title (not the layout's template) and its canonical '/'.
export const generateMetadata = async (): Promise<Metadata> => {
  const t = await getTranslations('home');
  const title = t('metaTitle', { site: site.name });
  return {
    ...(await indexableMetadata({ path: '/', title, description: t('metaDescription') })),
    title: { absolute: title },
  };
};

/** MEN and WOMEN tiles from the type records; none when the type file cannot be read (spec). */
function tilesOf(types: MainCategory[], labels: { men: string; women: string }) {
  return (['men', 'women'] as const).flatMap((gender) => {
    const type = types.find((t) => t.gender === gender && t.label === 'CLOTHING');
    return type ? [{ label: labels[gender], href: `/${gender}`, image: type.images[0] ?? null }] : [];
  });
}

export default async function HomePage() {
  const [t, locale] = await Promise.all([getTranslations('home'), getLocale()]);
  const home = MESSAGES[locale].home;
  const [slides, types, bestsellers, newArrivals, catalogue, instagram, nonce] = await Promise.all([
    getCarousel(),
    getMainCategories(),
    getCollection('bestsellers', HOME_GRID_SIZE),
    getCollection('new-arrivals', HOME_GRID_SIZE),
    getProducts(),
    instagramFeed(),
    cspNonce(),
  ]);
  // An empty grid because the catalogue could not be read must not say there are no products.
  const unreadable = catalogue.ok ? null : t('catalogueUnavailable');
  const siteUrl = config().siteUrl;
  const erpSlides = slides.ok && slides.data.length > 0;
  return (
    <>
      <JsonLd data={[organizationLd(siteUrl), webSiteLd(siteUrl)]} nonce={nonce} />
      <h1 className="sr-only">{t('heading')}</h1>
      {/* Carousel failure or an empty carousel falls back to the three built-in slides (spec). */}
      <HeroCarousel
        slides={erpSlides ? slides.data : fallbackSlides(locale)}
        erp={erpSlides}
        texts={home.carousel}
      />
      <CategoryTiles title={t('shopByCategory')} tiles={types.ok ? tilesOf(types.data, home.tiles) : []} />
      <ProductSection
        id="bestsellers"
        title={t('bestsellers')}
        products={bestsellers}
        locale={locale}
        viewAll={{ href: '/collections/bestsellers', label: t('viewAllBestsellers') }}
        emptyText={unreadable ?? t('noBestsellers')}
      />
      <ProductSection
        id="new-arrivals"
        title={t('newArrivals')}
        products={newArrivals}
        locale={locale}
        showNewBadge
        viewAll={{ href: '/collections/new-arrivals', label: t('viewAllNewArrivals') }}
        emptyText={unreadable ?? t('noNewArrivals')}
      />
      <ClientTexts locale={locale} namespaces={['newsletter']}>
        <Newsletter consent={<NewsletterConsent locale={locale} />} />
      </ClientTexts>
      <InstagramFeed feed={instagram} texts={home.instagram} />
      {/* Only the home page's sections fade in: no other page carries the observer's code. */}
      <AnimateOnScroll />
    </>
  );
}
