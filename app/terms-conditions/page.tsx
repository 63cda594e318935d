import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { LegalContact } from '@/components/content/legal-contact';
import { linkTo } from '@/components/content/rich';
import { policyTexts } from '@/lib/content/policy-texts';
import { shopAddressIn, traderIn } from '@/lib/content/trader-in';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';
import { ModelWithdrawalForm } from '@/components/content/model-withdrawal-form';
import { Link } from '@/components/ui/link';
import { modelWithdrawalForm, withdrawalConditions } from '@/lib/precontract/withdrawal';
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import { config } from '@/server/config';
import { shopTrader } from '@/server/trader';

export async function generateMetadata() {
  const t = await getTranslations('legal.terms');
  return pageMetadata('/terms-conditions', t('metaTitle'), t('metaDescription'));
}

export default async function TermsPage() {
  const locale = await getLocale();
  const legal = await getTranslations('legal');
  const t = await getTranslations('legal.terms');
  const trader = traderIn(shopTrader(), locale);
  const policy = policyTexts(locale);
  const address = shopAddressIn(locale);
  const shippingLink = linkTo('/shipping');
  return (
    <ContentPage locale={locale} title={t('title')} lead={legal('lastUpdated', { date: t('updated') })}>
      <h2>{t('acceptanceHeading')}</h2>
      <p>
        {t('acceptance', {
          name: site.name,
          legalName: trader.legalName,
          city: address.city,
          country: address.country,
        })}
      </p>

      <h2>{t('accountHeading')}</h2>
      <p>{t('account')}</p>

      <h2>{t('purchasesHeading')}</h2>
      <ul>
        <li>{t('purchases.prices')}</li>
        <li>{t('purchases.offer')}</li>
        <li>{t('purchases.methods')}</li>
      </ul>

      <h2>{t('deliveryHeading')}</h2>
      <p>{t.rich('delivery', { link: shippingLink })}</p>

      <h2>{t('returnsHeading')}</h2>
      <p>
        {t.rich('returns', {
          returnWindow: policy.returnWindow,
          returnCondition: policy.returnCondition,
          nonReturnable: policy.nonReturnable,
          withdrawalUnaffected: policy.withdrawalUnaffected,
          link: shippingLink,
        })}
      </p>
      <h3 id="withdrawal">{t('withdrawalHeading')}</h3>
      {withdrawalConditions(trader, config().siteUrl, locale).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link href={WITHDRAW_PATH}>{t('withdrawLink')}</Link>
      </p>
      <ModelWithdrawalForm form={modelWithdrawalForm(trader, locale)} headingLevel={3} />

      <h2>{t('ipHeading')}</h2>
      <p>{t('ip', { name: site.name })}</p>

      <h2>{t('userContentHeading')}</h2>
      <p>{t('userContent')}</p>

      <h2>{t('liabilityHeading')}</h2>
      <p>{t('liability')}</p>

      <h2>{t('lawHeading')}</h2>
      <p>{t('law')}</p>

      <h2>{t('changesHeading')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactHeading')}</h2>
      <p>{t('contactIntro')}</p>
      <LegalContact trader={trader} locale={locale} />
    </ContentPage>
  );
}
