// Who the shopper buys from, as the pre-contract information and the order confirmation name the
// trader (Consumer Rights Directive 2011/83/EU Art. 6(1)(b)-(c); Cyprus Law 133(I)/2013): the
// registered name and VAT number come from configuration (server/trader.ts), the address, email
// and phone from lib/site.ts, so no detail is written twice.
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { fill, precontractTexts } from './texts';

/** A VAT number no company holds (Cyprus's shape: CY, 8 digits, a letter), for the sandbox. */
export const SANDBOX_VAT_NUMBER = 'CY99999999L';

export interface TraderIdentity {
  legalName: string;
  vatNumber: string;
}

export interface TraderDetails extends TraderIdentity {
  tradingName: string;
  /** '28 Anexartisias Street, 3036 Limassol, Cyprus'. */
  address: string;
  email: string;
  phone: string;
}

/** The trader's details: the configured identity beside the shop's address and contacts. */
export function traderDetails(identity: TraderIdentity): TraderDetails {
  const { street, zip, city, country } = site.address;
  return {
    ...identity,
    tradingName: site.name,
    address: `${street}, ${zip} ${city}, ${country}`,
    email: site.supportEmail,
    phone: site.phone,
  };
}

/** The details as labelled lines, in the order the checkout and the confirmation mail list them. */
export function traderLines(trader: TraderDetails, locale: Locale = 'en'): [label: string, value: string][] {
  const t = precontractTexts(locale);
  return [
    [t.seller, fill(t.sellerValue, { legalName: trader.legalName, tradingName: trader.tradingName })],
    [t.address, trader.address],
    [t.email, trader.email],
    [t.phone, trader.phone],
    [t.vatNumber, trader.vatNumber],
  ];
}
