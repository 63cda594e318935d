// A server component: its strings (lib/site.ts) and marks cost every first visit more as client
// JavaScript than as RSC payload in the page (docs/decisions/0029-header-footer-and-links.md).
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon, type IconProps } from '@/components/ui/icons';
import { MaestroMark, MastercardMark, VisaMark } from '@/components/ui/payment-marks';
import { site, telHref } from '@/lib/site';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';

const socialIcons: Record<string, ComponentType<IconProps>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  TikTok: TikTokIcon,
};
const cardMarks: Record<string, ComponentType> = {
  Visa: VisaMark,
  Mastercard: MastercardMark,
  Maestro: MaestroMark,
};

// Short component classes (app/components.css): every page carries the footer twice, as HTML and
// as RSC payload, so each repeated utility list cost every render (decision 0064).
const headingClass = 'list-head';
const linkClass = 'foot-link';

export interface FooterProps {
  /** Passed in by the caller so the footer itself reads no clock (keeps it cacheable). */
  year?: number;
}

export async function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const t = await getTranslations('layout.footer');
  const column = (title: string, links: readonly FooterLink[]) => (
    <LinkColumn title={title} links={links.map(({ key, href }) => ({ label: t(`links.${key}`), href }))} />
  );
  return (
    <footer className="border-t border-line bg-neutral-50 text-muted">
      <div className="mx-auto max-w-screen-xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1.3fr]">
          <section aria-label={t('about', { name: site.name })}>
            <p className="mb-4 text-xl font-semibold tracking-[0.3em] text-ink">{site.name}</p>
            <p className="max-w-sm text-sm leading-6">{t('aboutText')}</p>
            <ul className="mt-6 flex gap-2">
              {site.social.map(({ name, href }) => {
                const Icon = socialIcons[name];
                return (
                  <li key={name}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('opensNewTab', { name })}
                      className="foot-social"
                    >
                      {Icon ? <Icon /> : name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
          {column(t('shop'), site.footer.shop)}
          {column(t('customerSupport'), site.footer.customerSupport)}
          {column(t('information'), site.footer.information)}
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={headingClass}>
              {t('contact')}
            </h2>
            <address className="space-y-2 text-sm leading-6 not-italic">
              <p>
                {t('street')}
                <br />
                {site.address.zip} {t('city')}, {t('country')}
              </p>
              <p>
                <a href={telHref(site.phone)} className={linkClass}>
                  {site.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                  {site.supportEmail}
                </a>
              </p>
            </address>
          </section>
        </div>
        <div className="mt-12 flex flex-col-reverse gap-6 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs">{t('rights', { year, legalName: site.legalName })}</p>
          <ul aria-label={t('cards')} className="flex gap-2">
            {site.paymentCards.map((card) => {
              const Mark = cardMarks[card];
              return <li key={card}>{Mark ? <Mark /> : card}</li>;
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}

type FooterLink = (typeof site.footer)[keyof typeof site.footer][number];

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  // The heading's id from its first link, the same in both languages.
  const id = `footer-${links[0]?.href.replace(/\W+/g, '-') ?? 'links'}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
