// The one policy's phrases (lib/policy.ts) in each language, for the pages that quote them:
// /shipping, the FAQs, the terms and the stores. lib/policy.ts keeps its English constants, which
// other areas import; the English catalogue holds the same words (tests/unit/content/
// content-greek.test.ts checks they are equal), the Greek one their translation.
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '../constants';
import { fill } from '../i18n/fill';
import type { Locale } from '../i18n/locales';
import { formatMoney } from '../money';
import { RETURN_WINDOW_WORKING_DAYS, STANDARD_SHIPPING_TRANSIT } from '../policy';
import { MESSAGES } from '@/messages';

export interface PolicyTexts {
  standardShippingDays: string;
  sameDayCutoff: string;
  cyprusOnly: string;
  pickupReady: string;
  returnWindow: string;
  returnProcessing: string;
  returnShipping: string;
  nonReturnable: string;
  withdrawalUnaffected: string;
  returnCondition: string;
  modifyCancelWindow: string;
  /** The support phone's hours (lib/constants.ts SUPPORT_PHONE_HOURS in English). */
  supportHours: string;
  /** '€3.00' / '3,00 €'. */
  shippingFee: string;
  /** '€50.00' / '50,00 €'. */
  freeShippingFrom: string;
}

export function policyTexts(locale: Locale): PolicyTexts {
  const p = MESSAGES[locale].legal.policy;
  return {
    ...p,
    standardShippingDays: fill(p.standardShippingDays, STANDARD_SHIPPING_TRANSIT),
    returnWindow: fill(p.returnWindow, { days: RETURN_WINDOW_WORKING_DAYS }),
    shippingFee: formatMoney(SHIPPING_FEE_CENTS, locale),
    freeShippingFrom: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, locale),
  };
}

/** 'Limassol, Nicosia and Larnaca' (lib/site.ts storeCities), in the page's language. */
export const storeCitiesIn = (locale: Locale): string => MESSAGES[locale].content.storeCities;

/** The short text of the product page's Shipping & Returns section, in the page's language. */
export function shippingAndReturnsText(locale: Locale): string {
  const p = policyTexts(locale);
  const lines = MESSAGES[locale].product.shippingReturnsText;
  return [
    fill(lines.shipping, { fee: p.shippingFee, days: p.standardShippingDays, from: p.freeShippingFrom }),
    fill(lines.cutoff, { cutoff: p.sameDayCutoff }),
    fill(lines.returns, { window: p.returnWindow, returnShipping: p.returnShipping }),
    fill(lines.excluded, { nonReturnable: p.nonReturnable, withdrawal: p.withdrawalUnaffected }),
  ].join('\n');
}
