// The trader's details as a page in `locale` shows them: the registered name, email, phone and VAT
// number as they are, the address in the page's language (the footer's Greek street, town and
// country: messages/el/layout.json).
import type { Locale } from '../i18n/locales';
import type { TraderDetails } from '../precontract/trader';
import { site } from '../site';
import { MESSAGES } from '@/messages';

/** The head office's address: '28 Anexartisias Street, 3036 Limassol, Cyprus' / 'Οδός Ανεξαρτησίας 28, 3036 Λεμεσός, Κύπρος'. */
export function shopAddressIn(locale: Locale): {
  street: string;
  zip: string;
  city: string;
  country: string;
} {
  if (locale === 'en') return site.address;
  const { street, city, country } = MESSAGES[locale].layout.footer;
  return { street, zip: site.address.zip, city, country };
}

export function traderIn(trader: TraderDetails, locale: Locale): TraderDetails {
  if (locale === 'en') return trader;
  const { street, zip, city, country } = shopAddressIn(locale);
  return { ...trader, address: `${street}, ${zip} ${city}, ${country}` };
}
