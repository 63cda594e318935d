import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { linkTo, mailTo } from '@/components/content/rich';
import { traderIn } from '@/lib/content/trader-in';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { shopTrader } from '@/server/trader';

// The standard and the enforcement body are lib/accessibility.ts's; the catalogues repeat them in
// each language (tests/unit/content/content-greek.test.ts checks the English is the same).

export async function generateMetadata() {
  const t = await getTranslations('legal.accessibility');
  return pageMetadata('/accessibility', t('metaTitle'), t('metaDescription'));
}

export default async function AccessibilityPage() {
  const locale = await getLocale();
  const t = await getTranslations('legal.accessibility');
  return (
    <ContentPage locale={locale} title={t('title')} lead={t('lead')}>
      <h2>{t('standardHeading')}</h2>
      <p>{t('standard', { standard: t('standardName') })}</p>

      <h2>{t('testHeading')}</h2>
      <ul>
        <li>{t('test.axe')}</li>
        <li>{t('test.keyboard')}</li>
        <li>{t('test.states')}</li>
      </ul>

      <h2>{t('limitationsHeading')}</h2>
      <ul>
        <li>{t('limitations.jcc')}</li>
      </ul>

      <h2>{t('feedbackHeading')}</h2>
      <p>
        {t.rich('feedback', {
          link: linkTo('/contact'),
          mail: mailTo(site.supportEmail),
          email: site.supportEmail,
        })}
      </p>
      <LegalContact trader={traderIn(shopTrader(), locale)} locale={locale} />

      <h2>{t('enforcementHeading')}</h2>
      <p>{t('enforcement', { body: t('enforcementBody') })}</p>
    </ContentPage>
  );
}
