import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { linkTo, strong } from '@/components/content/rich';
import { StoredItems } from '@/components/content/stored-items';
import { traderIn } from '@/lib/content/trader-in';
import { SHOP_BROWSER_STORAGE, SHOP_COOKIES } from '@/lib/privacy/cookies';
import { shopTrader } from '@/server/trader';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

export async function generateMetadata() {
  const t = await getTranslations('legal.privacy');
  return pageMetadata('/privacy-policy', t('metaTitle'), t('metaDescription'));
}

export default async function PrivacyPolicyPage() {
  const locale = await getLocale();
  const legal = await getTranslations('legal');
  const t = await getTranslations('legal.privacy');
  return (
    <ContentPage locale={locale} title={t('title')} lead={legal('lastUpdated', { date: t('updated') })}>
      <h2>{t('introHeading')}</h2>
      <p>{t('intro', { legalName: site.legalName, name: site.name })}</p>

      <h2>{t('collectHeading')}</h2>
      <ul>
        <li>{t.rich('collect.given', { strong })}</li>
        <li>{t.rich('collect.orders', { strong })}</li>
        <li>{t.rich('collect.automatic', { strong })}</li>
      </ul>

      <h2>{t('useHeading')}</h2>
      <ul>
        <li>{t('use.orders')}</li>
        <li>{t('use.questions')}</li>
        <li>{t('use.newsletter')}</li>
        <li>{t('use.fraud')}</li>
        <li>{t('use.records')}</li>
      </ul>

      <h2>{t('shareHeading')}</h2>
      <p>{t.rich('share', { strong })}</p>

      <h2>{t('rightsHeading')}</h2>
      <p>{t('rightsIntro')}</p>
      <ul>
        <li>{t('rights.access')}</li>
        <li>{t('rights.correct')}</li>
        <li>{t('rights.delete')}</li>
        <li>{t('rights.restrict')}</li>
        <li>{t('rights.portability')}</li>
        <li>{t('rights.withdraw')}</li>
      </ul>
      <p>{t.rich('rightsHow', { link: linkTo('/contact') })}</p>

      <h2>{t('securityHeading')}</h2>
      <p>{t('security')}</p>

      <h2 id="cookies">{t('cookiesHeading')}</h2>
      <p>{t('cookiesIntro')}</p>
      <h3>{t('cookiesListHeading')}</h3>
      <StoredItems items={SHOP_COOKIES} locale={locale} />
      <h3>{t('storageHeading')}</h3>
      <p>{t('storageIntro')}</p>
      <StoredItems items={SHOP_BROWSER_STORAGE} locale={locale} />

      <h2>{t('changesHeading')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactHeading')}</h2>
      <p>{t('contactIntro')}</p>
      <LegalContact trader={traderIn(shopTrader(), locale)} locale={locale} />
    </ContentPage>
  );
}
