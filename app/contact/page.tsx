import { getLocale, getTranslations } from 'next-intl/server';
import { ClientTexts } from '@/components/i18n/client-texts';
import { ContactForm } from '@/components/content/contact-form';
import { ContentPage } from '@/components/content/content-page';
import { policyTexts } from '@/lib/content/policy-texts';
import { shopAddressIn } from '@/lib/content/trader-in';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site, telHref } from '@/lib/site';

export async function generateMetadata() {
  const t = await getTranslations('content.contact');
  return pageMetadata(
    '/contact',
    t('metaTitle'),
    t('metaDescription', { phone: site.phone, email: site.supportEmail }),
  );
}

export default async function ContactPage() {
  const locale = await getLocale();
  const t = await getTranslations('content.contact');
  // The head office's street, town and country in the page's language.
  const address = shopAddressIn(locale);
  return (
    <ContentPage locale={locale} title={t('title')} prose={false} lead={t('lead')}>
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-5 text-lg font-semibold tracking-wide text-ink">
            {t('formHeading')}
          </h2>
          <ClientTexts locale={locale} namespaces={['content']}>
            <ContactForm />
          </ClientTexts>
        </section>
        <section aria-labelledby="contact-details-heading" className="text-sm leading-6 text-neutral-700">
          <h2 id="contact-details-heading" className="mb-5 text-lg font-semibold tracking-wide text-ink">
            {t('detailsHeading')}
          </h2>
          <address className="space-y-4 not-italic">
            <p>
              <span className="block font-medium text-ink">{t('phone')}</span>
              <a href={telHref(site.phone)} className="link">
                {site.phone}
              </a>
              <span className="block text-muted">{policyTexts(locale).supportHours}</span>
            </p>
            <p>
              <span className="block font-medium text-ink">{t('email')}</span>
              <a href={`mailto:${site.supportEmail}`} className="link">
                {site.supportEmail}
              </a>
            </p>
            <p>
              <span className="block font-medium text-ink">{t('headOffice')}</span>
              {site.legalName}
              <br />
              {address.street}, {address.zip} {address.city}, {address.country}
            </p>
          </address>
        </section>
      </div>
    </ContentPage>
  );
}
