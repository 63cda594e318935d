// What every offer says of shipping and returns in structured data, from the one policy source
// (lib/policy.ts, decision 0033), so search results never promise other terms than the pages.
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@/lib/constants';
import { RETURN_WINDOW_WORKING_DAYS, STANDARD_SHIPPING_TRANSIT } from '@/lib/policy';

const euros = (cents: number) => (cents / 100).toFixed(2);
const days = (min: number, max: number) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/** Standard shipping to Cyprus (the only destination, decision 0074) for one item at this price. */
export function shippingDetailsLd(priceCents: number) {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: {
      '@type': 'MonetaryAmount',
      value: euros(priceCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS),
      currency: 'EUR',
    },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'CY' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      // Orders before the cut-off leave the same business day (lib/policy.ts SAME_DAY_CUTOFF).
      handlingTime: days(0, 1),
      transitTime: days(STANDARD_SHIPPING_TRANSIT.min, STANDARD_SHIPPING_TRANSIT.max),
    },
  };
}

/**
 * The return policy: outlet items cannot be returned (NON_RETURNABLE); others within the window.
 * The policy counts working days; structured data counts calendar days, so the same number is
 * given, which never promises more than the policy allows.
 */
export function returnPolicyLd(outlet: boolean) {
  return outlet
    ? {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'CY',
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      }
    : {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'CY',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: RETURN_WINDOW_WORKING_DAYS,
      };
}
