// The pre-contract information the checkout shows before Pay and the order confirmation repeats
// on a durable medium (Directive 2011/83/EU Art. 6(1) and 8(2), 8(7); Cyprus Law 133(I)/2013):
// the trader, the price with VAT and delivery, the delivery time, the right of withdrawal, who pays
// for returns and where to complain. Built from the one policy (lib/policy.ts) and the trader.
import { DISPATCH_CUTOFF_HOUR } from '@/lib/delivery-estimate';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { formatMoney } from '@/lib/money';
import { STANDARD_SHIPPING_TRANSIT } from '@/lib/policy';
import { MESSAGES } from '@/messages';
import { fill, precontractTexts } from './texts';
import type { TraderDetails } from './trader';
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import { WITHDRAWAL_PERIOD_DAYS } from '@/lib/withdrawal/window';

/**
 * The out-of-court complaint route named to consumers. Needs legal verification before going live
 * (docs/decisions/0088-pre-contract-information-and-the-model-withdrawal-form.md).
 */
export const OUT_OF_COURT_COMPLAINTS = {
  name: 'the Consumer Protection Service of the Ministry of Energy, Commerce and Industry of Cyprus',
  href: 'https://www.consumer.gov.cy',
} as const;

/** The price facts: what the order summary's total holds. In `locale` (English by default). */
export function priceAndDeliveryLines(locale: Locale = 'en'): string[] {
  const t = precontractTexts(locale);
  const c = MESSAGES[locale].checkout.client;
  const days = fill(t.shippingDays, {
    min: STANDARD_SHIPPING_TRANSIT.min,
    max: STANDARD_SHIPPING_TRANSIT.max,
  });
  return [
    t.pricesVat,
    fill(t.pricesCourier, {
      fee: formatMoney(SHIPPING_FEE_CENTS, locale),
      threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, locale),
      pickupTerms: c.pickupTerms,
      cyprusOnly: c.errors.cyprusOnly,
    }),
    fill(t.pricesDispatch, { hour: DISPATCH_CUTOFF_HOUR, days }),
  ];
}

/** The right of withdrawal in short, before the full conditions; `origin`: SITE_URL. */
export function withdrawalSummary(origin: string, locale: Locale = 'en'): string {
  const t = precontractTexts(locale);
  return fill(t.withdrawalSummary, {
    days: WITHDRAWAL_PERIOD_DAYS,
    url: origin + localePath(locale, WITHDRAW_PATH),
    returnShipping: t.returnShipping,
  });
}

/** Where to complain: the shop first, then the out-of-court route; `origin`: SITE_URL. */
export function complaintLines(trader: TraderDetails, origin: string, locale: Locale = 'en'): string[] {
  const t = precontractTexts(locale);
  return [
    fill(t.complaints, {
      contactUrl: origin + localePath(locale, '/contact'),
      email: trader.email,
      phone: trader.phone,
    }),
    fill(t.outOfCourt, { name: t.authority, href: OUT_OF_COURT_COMPLAINTS.href }),
  ];
}
