import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { linkTo, strong, telTo } from '@/components/content/rich';
import { storeCitiesIn } from '@/lib/content/policy-texts';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

export async function generateMetadata() {
  const t = await getTranslations('content.about');
  return pageMetadata('/about-us', t('metaTitle'), t('metaDescription'));
}

export default async function AboutUsPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.about');
  return (
    <ContentPage locale={locale} title={t('title')} lead={t('lead')}>
      <h2>{t('whoHeading')}</h2>
      <p>{t('whoText', { name: site.name, cities: storeCitiesIn(locale) })}</p>

      <h2>{t('whatHeading')}</h2>
      <p>{t('whatText')}</p>

      <h2>{t('whyHeading')}</h2>
      <ul>
        <li>{t.rich('why.prices', { strong })}</li>
        <li>{t.rich('why.stock', { strong })}</li>
        <li>{t.rich('why.arrivals', { strong, link: linkTo('/collections/new-arrivals') })}</li>
        <li>{t.rich('why.outlet', { strong, link: linkTo('/outlet') })}</li>
      </ul>

      <h2>{t('visitHeading')}</h2>
      <p>
        {t.rich('visitText', {
          stores: linkTo('/stores'),
          contact: linkTo('/contact'),
          tel: telTo(site.phone),
          phone: site.phone,
        })}
      </p>
    </ContentPage>
  );
}
