import { getLocale, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { linkTo, mailTo, telTo } from '@/components/content/rich';
import { policyTexts, storeCitiesIn } from '@/lib/content/policy-texts';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

export async function generateMetadata() {
  const policy = policyTexts(await getLocale());
  const t = await getTranslations('content.shipping');
  return pageMetadata(
    '/shipping',
    t('metaTitle'),
    t('metaDescription', {
      fee: policy.shippingFee,
      shippingDays: policy.standardShippingDays,
      threshold: policy.freeShippingFrom,
      returnWindow: policy.returnWindow,
      cyprusOnly: policy.cyprusOnly,
    }),
  );
}

export default async function ShippingPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.shipping');
  const policy = policyTexts(locale);
  return (
    <ContentPage locale={locale} title={t('title')} lead={t('lead')}>
      <h2>{t('standardHeading')}</h2>
      <table>
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colValue')}</th>
            <th scope="col">{t('colCost')}</th>
            <th scope="col">{t('colTime')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('under', { threshold: policy.freeShippingFrom })}</td>
            <td>{policy.shippingFee}</td>
            <td>{policy.standardShippingDays}</td>
          </tr>
          <tr>
            <td>{t('orMore', { threshold: policy.freeShippingFrom })}</td>
            <td>{t('free')}</td>
            <td>{policy.standardShippingDays}</td>
          </tr>
          <tr>
            <td>{t('pickupRow')}</td>
            <td>{t('free')}</td>
            <td>{t('readyIn', { pickupReady: policy.pickupReady })}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('sameDay', { cutoff: policy.sameDayCutoff, window: policy.modifyCancelWindow })}</p>

      <h2>{t('internationalHeading')}</h2>
      <p>{t('international', { cyprusOnly: policy.cyprusOnly })}</p>

      <h2>{t('trackingHeading')}</h2>
      <p>{t('tracking')}</p>

      <h2>{t('pickupHeading')}</h2>
      <p>
        {t.rich('pickup', {
          cities: storeCitiesIn(locale),
          pickupReady: policy.pickupReady,
          link: linkTo('/stores'),
        })}
      </p>

      <h2>{t('returnHeading')}</h2>
      <ul>
        <li>{t('returnWindow', { returnWindow: policy.returnWindow })}</li>
        <li>{t('returnCondition', { returnCondition: policy.returnCondition })}</li>
        <li>
          {t.rich('nonReturnable', {
            nonReturnable: policy.nonReturnable,
            withdrawalUnaffected: policy.withdrawalUnaffected,
            link: linkTo('/terms-conditions#withdrawal'),
          })}
        </li>
        <li>{policy.returnShipping}</li>
        <li>{t('returnProcessing', { returnProcessing: policy.returnProcessing })}</li>
      </ul>

      <h2>{t('howHeading')}</h2>
      <ol>
        <li>{t('how1')}</li>
        <li>{t('how2')}</li>
        <li>{t('how3', { returnWindow: policy.returnWindow })}</li>
        <li>{t('how4')}</li>
      </ol>

      <h2>{t('exchangesHeading')}</h2>
      <p>{t('exchanges')}</p>

      <aside
        aria-labelledby="shipping-help"
        className="mt-10 rounded-sm border border-line bg-neutral-50 p-6"
      >
        <h2 id="shipping-help" className="!mt-0">
          {t('helpHeading')}
        </h2>
        <p className="!mb-0">
          {t.rich('help', {
            tel: telTo(site.phone),
            phone: site.phone,
            hours: policy.supportHours,
            mail: mailTo(site.supportEmail),
            email: site.supportEmail,
            link: linkTo('/contact'),
          })}
        </p>
      </aside>
    </ContentPage>
  );
}
