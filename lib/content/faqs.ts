// The FAQ page's 8 questions (spec: 8 Q&As as an accordion). Every number is read from
// lib/policy.ts and lib/constants.ts, so the FAQ cannot drift from /shipping or the terms.
import { SUPPORT_PHONE_HOURS } from '../constants';
import * as policy from '../policy';
import { site, storeCities } from '../site';

export interface Faq {
  question: string;
  answer: string;
}

export function faqs(): Faq[] {
  return [
    {
      question: 'How long does delivery take?',
      answer: `Standard delivery within Cyprus takes ${policy.STANDARD_SHIPPING_DAYS}. Orders placed before ${policy.SAME_DAY_CUTOFF} on a business day are processed the same day; later orders leave the next business day.`,
    },
    {
      question: 'How much does shipping cost?',
      answer: `Standard shipping within Cyprus costs ${policy.shippingFee()}, and it is free on orders of ${policy.freeShippingFrom()} or more. Collecting your order from one of our stores is always free.`,
    },
    {
      question: 'Do you ship outside Cyprus?',
      answer: `Not yet. ${policy.CYPRUS_ONLY} Our courier delivers to addresses in Cyprus, and you can collect an order for free from one of our stores.`,
    },
    {
      question: 'What is your return policy?',
      answer: `You can return items within ${policy.RETURN_WINDOW}, ${policy.RETURN_CONDITION}. ${policy.RETURN_SHIPPING} ${policy.NON_RETURNABLE} cannot be returned. ${policy.WITHDRAWAL_UNAFFECTED} Returns are processed in ${policy.RETURN_PROCESSING}.`,
    },
    {
      question: 'Can I exchange an item for another size or colour?',
      answer:
        'We do not make direct exchanges. Return the item for a refund and place a new order for the size or colour you want, so you get it as quickly as possible.',
    },
    {
      question: 'Can I change or cancel my order?',
      answer: `Yes, within ${policy.MODIFY_CANCEL_WINDOW} of placing it. Call or email customer support with your order number and we will change or cancel it before it is packed.`,
    },
    {
      question: 'Can I collect my order from a store?',
      answer: `Yes. Choose in-store pickup at checkout and collect your order for free from our ${storeCities()} stores. It is ready in ${policy.PICKUP_READY}; we let you know when it is waiting for you.`,
    },
    {
      question: 'How can I contact customer support?',
      answer: `Call us on ${site.phone} (${SUPPORT_PHONE_HOURS}), email ${site.supportEmail} or use the contact form. We answer emails within one business day.`,
    },
  ];
}
