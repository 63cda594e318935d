// The FAQ page's 8 questions (spec: 8 Q&As as an accordion), in the page's language. Every number
// is read from lib/policy.ts and lib/constants.ts (through ./policy-texts), so the FAQ cannot drift
// from /shipping or the terms.
import type { Locale } from '../i18n/locales';
import { fill } from '../i18n/fill';
import { site } from '../site';
import { MESSAGES } from '@/messages';
import { policyTexts, storeCitiesIn } from './policy-texts';

export interface Faq {
  question: string;
  answer: string;
}

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] as const;

export function faqs(locale: Locale = 'en'): Faq[] {
  const policy = policyTexts(locale);
  const values = {
    shippingDays: policy.standardShippingDays,
    cutoff: policy.sameDayCutoff,
    fee: policy.shippingFee,
    threshold: policy.freeShippingFrom,
    cyprusOnly: policy.cyprusOnly,
    returnWindow: policy.returnWindow,
    returnCondition: policy.returnCondition,
    returnShipping: policy.returnShipping,
    nonReturnable: policy.nonReturnable,
    withdrawalUnaffected: policy.withdrawalUnaffected,
    returnProcessing: policy.returnProcessing,
    window: policy.modifyCancelWindow,
    cities: storeCitiesIn(locale),
    pickupReady: policy.pickupReady,
    phone: site.phone,
    hours: policy.supportHours,
    email: site.supportEmail,
  };
  const texts = MESSAGES[locale].content.faqs;
  return QUESTIONS.map((q) => ({
    question: texts[q].question,
    answer: fill(texts[q].answer, values),
  }));
}
