import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { linkTo } from '@/components/content/rich';
import { StoreCard } from '@/components/content/store-card';
import { JsonLd } from '@/components/seo/json-ld';
import { policyTexts, storeCitiesIn } from '@/lib/content/policy-texts';
import { storeTexts } from '@/lib/content/store-texts';
import { clothingStoreLd } from '@/lib/seo/content-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { config } from '@/server/config';
import { cspNonce } from '@/server/request';

export async function generateMetadata() {
  const locale = await getLocale();
  const t = await getTranslations('content.stores');
  return pageMetadata(
    '/stores',
    t('metaTitle'),
    t('metaDescription', {
      // 'Limassol, Nicosia, Larnaca' in English; in Greek the towns as a sentence names them.
      cities: locale === 'en' ? site.stores.map((store) => store.city).join(', ') : storeCitiesIn(locale),
    }),
  );
}

export default async function StoresPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.stores');
  const nonce = await cspNonce();
  const siteUrl = config().siteUrl;
  return (
    <ContentPage
      locale={locale}
      title={t('title')}
      prose={false}
      lead={t.rich('lead', {
        pickupReady: policyTexts(locale).pickupReady,
        link: linkTo('/shipping', 'link'),
      })}
    >
      {/* Structured data stays in the shop's registered (English) names and addresses. */}
      <JsonLd data={site.stores.map((store) => clothingStoreLd(store, siteUrl))} nonce={nonce} />
      <div className="grid gap-6 md:grid-cols-3">
        {site.stores.map((store) => (
          <StoreCard
            key={store.id}
            store={store}
            texts={storeTexts(store, locale)}
            labels={{
              openingHours: t('openingHours'),
              viewOnMap: t('viewOnMap'),
              viewOnMapLabel: t('viewOnMapLabel', { name: storeTexts(store, locale).name }),
            }}
          />
        ))}
      </div>
    </ContentPage>
  );
}
