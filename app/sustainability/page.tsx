import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { linkTo, mailTo } from '@/components/content/rich';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

export async function generateMetadata() {
  const t = await getTranslations('content.sustainability');
  return pageMetadata('/sustainability', t('metaTitle'), t('metaDescription'));
}

export default async function SustainabilityPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.sustainability');
  return (
    <ContentPage locale={locale} title={t('title')} lead={t('lead')}>
      <p>{t('intro')}</p>

      <h2>{t('buyingHeading')}</h2>
      <p>{t('buying')}</p>

      <h2>{t('unsoldHeading')}</h2>
      <p>{t.rich('unsold', { link: linkTo('/outlet') })}</p>

      <h2>{t('shippingHeading')}</h2>
      <ul>
        <li>{t('shipping1')}</li>
        <li>{t.rich('shipping2', { link: linkTo('/stores') })}</li>
        <li>{t('shipping3')}</li>
      </ul>

      <h2>{t('brandsHeading')}</h2>
      <p>{t('brands')}</p>

      <h2>{t('lastHeading')}</h2>
      <p>{t('last')}</p>

      <p>{t.rich('questions', { mail: mailTo(site.supportEmail), email: site.supportEmail })}</p>
    </ContentPage>
  );
}
