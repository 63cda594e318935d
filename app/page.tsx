import type { Metadata } from 'next';
import { CategoryTiles } from '@/components/home/category-tiles';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { InstagramFeed } from '@/components/home/instagram-feed';
import { Newsletter } from '@/components/home/newsletter';
import { NewsletterConsent } from '@/components/home/newsletter-consent';
import { ProductSection } from '@/components/home/product-section';
import { JsonLd } from '@/components/seo/json-ld';
import { FALLBACK_SLIDES } from '@/lib/carousel-fallback';
import { CATALOGUE_UNAVAILABLE } from '@/lib/catalogue-unavailable';
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
const HOME_TITLE = `${site.name} | Clothing & accessories in Cyprus`;
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await indexableMetadata({
    path: '/',
    title: HOME_TITLE,
    description:
      'Jeans, clothing and accessories for men, women and kids from the brands RUCK distributes in Cyprus: bestsellers, new arrivals and outlet deals.',
  })),
  title: { absolute: HOME_TITLE },
});

/** MEN and WOMEN tiles from the type records; none when the type file cannot be read (spec). */
function tilesOf(types: MainCategory[]) {
  return (['men', 'women'] as const).flatMap((gender) => {
    const type = types.find((t) => t.gender === gender && t.label === 'CLOTHING');
    return type ? [{ label: gender.toUpperCase(), href: `/${gender}`, image: type.images[0] ?? null }] : [];
  });
}

export default async function HomePage() {
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
  const unreadable = catalogue.ok ? null : CATALOGUE_UNAVAILABLE.line;
  const siteUrl = config().siteUrl;
  return (
    <>
      <JsonLd data={[organizationLd(siteUrl), webSiteLd(siteUrl)]} nonce={nonce} />
      <h1 className="sr-only">RUCK: clothing and accessories in Cyprus</h1>
      {/* Carousel failure or an empty carousel falls back to the three built-in slides (spec). */}
      <HeroCarousel slides={slides.ok && slides.data.length ? slides.data : [...FALLBACK_SLIDES]} />
      <CategoryTiles tiles={types.ok ? tilesOf(types.data) : []} />
      <ProductSection
        id="bestsellers"
        title="BESTSELLERS"
        products={bestsellers}
        viewAll={{ href: '/collections/bestsellers', label: 'VIEW ALL BESTSELLERS' }}
        emptyText={unreadable ?? 'No bestsellers found'}
      />
      <ProductSection
        id="new-arrivals"
        title="NEW ARRIVALS"
        products={newArrivals}
        showNewBadge
        viewAll={{ href: '/collections/new-arrivals', label: 'VIEW ALL NEW ARRIVALS' }}
        emptyText={unreadable ?? 'No new arrivals available at the moment.'}
      />
      <Newsletter consent={<NewsletterConsent />} />
      <InstagramFeed feed={instagram} />
    </>
  );
}
