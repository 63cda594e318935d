import type { TraderDetails } from '@/lib/precontract/trader';
import type { Locale } from '@/lib/i18n/locales';
import { telHref } from '@/lib/site';
import { MESSAGES } from '@/messages';

/**
 * The 'Contact Us' block of the legal pages: the trader's name, address, email, phone, VAT number,
 * labelled in the page's language (the trader's address comes already in it: lib/content/trader-in).
 */
export function LegalContact({ trader, locale = 'en' }: { trader: TraderDetails; locale?: Locale }) {
  const t = MESSAGES[locale].legal.contact;
  return (
    <address className="mb-4 not-italic">
      {trader.legalName}
      <br />
      {trader.address}
      <br />
      {t.email} <a href={`mailto:${trader.email}`}>{trader.email}</a>
      <br />
      {t.phone} <a href={telHref(trader.phone)}>{trader.phone}</a>
      <br />
      {t.vatNumber} {trader.vatNumber}
    </address>
  );
}
