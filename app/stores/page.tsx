import { ContentPage } from '@/components/content/content-page';
import { StoreCard } from '@/components/content/store-card';
import { JsonLd } from '@/components/seo/json-ld';
import { PICKUP_READY } from '@/lib/policy';
import { clothingStoreLd } from '@/lib/seo/content-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { config } from '@/server/config';
import { cspNonce } from '@/server/request';
import { Link } from '@/components/ui/link';

export const generateMetadata = () =>
  pageMetadata(
    '/stores',
    'Store Locator',
    `Our three stores in ${site.stores.map((s) => s.city).join(', ')}: addresses, phone numbers, opening hours and maps.`,
  );

export default async function StoresPage() {
  const nonce = await cspNonce();
  const siteUrl = config().siteUrl;
  return (
    <ContentPage
      title="Store Locator"
      prose={false}
      lead={
        <>
          Visit us in one of our three stores, or order online and collect for free: pickup orders are ready
          in {PICKUP_READY}.{' '}
          <Link href="/shipping" className="link">
            Shipping &amp; returns
          </Link>
        </>
      }
    >
      <JsonLd data={site.stores.map((store) => clothingStoreLd(store, siteUrl))} nonce={nonce} />
      <div className="grid gap-6 md:grid-cols-3">
        {site.stores.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </div>
    </ContentPage>
  );
}
