import { ContactForm } from '@/components/content/contact-form';
import { ContentPage } from '@/components/content/content-page';
import { SUPPORT_PHONE_HOURS } from '@/lib/constants';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { site, telHref } from '@/lib/site';

export const generateMetadata = () =>
  pageMetadata(
    '/contact',
    'Contact Us',
    `Write to RUCK customer support, call ${site.phone} or email ${site.supportEmail}. We answer within one business day.`,
  );

export default function ContactPage() {
  const { address } = site;
  return (
    <ContentPage
      title="Contact Us"
      prose={false}
      lead="Questions about an order, a size or a return? Send us a message and we will get back to you within one business day."
    >
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-5 text-lg font-semibold tracking-wide text-ink">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-heading" className="text-sm leading-6 text-neutral-700">
          <h2 id="contact-details-heading" className="mb-5 text-lg font-semibold tracking-wide text-ink">
            Customer support
          </h2>
          <address className="space-y-4 not-italic">
            <p>
              <span className="block font-medium text-ink">Phone</span>
              <a href={telHref(site.phone)} className="link">
                {site.phone}
              </a>
              <span className="block text-muted">{SUPPORT_PHONE_HOURS}</span>
            </p>
            <p>
              <span className="block font-medium text-ink">Email</span>
              <a href={`mailto:${site.supportEmail}`} className="link">
                {site.supportEmail}
              </a>
            </p>
            <p>
              <span className="block font-medium text-ink">Head office</span>
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
