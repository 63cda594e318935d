// The pre-contract information the checkout shows before Pay and the order confirmation repeats
// on a durable medium (Directive 2011/83/EU Art. 6(1) and 8(2), 8(7); Cyprus Law 133(I)/2013):
// the trader, the price with VAT and delivery, the delivery time, the right of withdrawal, who pays
// for returns and where to complain. Built from the one policy (lib/policy.ts) and the trader.
import { DISPATCH_CUTOFF_HOUR } from '@/lib/delivery-estimate';
import {
  CYPRUS_ONLY,
  PICKUP_TERMS,
  RETURN_SHIPPING,
  STANDARD_SHIPPING_DAYS,
  freeShippingFrom,
  shippingFee,
} from '@/lib/policy';
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

/** The price facts: what the order summary's total holds. */
export function priceAndDeliveryLines(): string[] {
  return [
    'All prices include VAT. The total in your order summary includes VAT and the delivery charge.',
    `Courier delivery in Cyprus: ${shippingFee()}, free on orders of ${freeShippingFrom()} or more. ${PICKUP_TERMS} ${CYPRUS_ONLY}`,
    `Orders placed on a working day before ${DISPATCH_CUTOFF_HOUR}:00 (Cyprus time) are dispatched that day, later ones the next working day; courier delivery takes ${STANDARD_SHIPPING_DAYS} from dispatch.`,
  ];
}

/** The right of withdrawal in short, before the full conditions; `origin`: SITE_URL. */
export function withdrawalSummary(origin: string): string {
  return `You can withdraw from your order within ${WITHDRAWAL_PERIOD_DAYS} days of receiving it, without giving a reason, online at ${origin}${WITHDRAW_PATH}, by email or with the model withdrawal form. ${RETURN_SHIPPING}`;
}

/** Where to complain: the shop first, then the out-of-court route; `origin`: SITE_URL. */
export function complaintLines(trader: TraderDetails, origin: string): string[] {
  return [
    `Complaints: write to us through the contact form at ${origin}/contact, by email at ${trader.email} or by phone on ${trader.phone}.`,
    `If we cannot settle it, you can turn to ${OUT_OF_COURT_COMPLAINTS.name} (${OUT_OF_COURT_COMPLAINTS.href}).`,
  ];
}
