import { RETURN_MESSAGES, RETURN_NOTE_MAX, type ReturnMessages } from '@/lib/account/return-request';
import { RETURN_REFUSALS } from '@/lib/account/returns';
import { RETURN_ADDRESS } from '@/lib/account/return-instructions';
import { policyTexts } from '@/lib/content/policy-texts';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

// The returns' words in the shopper's language, for server code (the order's page, the returns
// route, the confirmation mail). lib/account/returns.ts and return-instructions.ts keep the English
// words, which the English catalogue holds too (tests/unit/i18n/orders-greek.test.ts checks).

type RefusalKey = keyof typeof RETURN_REFUSALS;

/** A refusal of lib/account/returns.ts (its English words) in the given language. */
export function refusalText(reason: string, locale: Locale): string {
  const key = (Object.keys(RETURN_REFUSALS) as RefusalKey[]).find((k) => RETURN_REFUSALS[k] === reason);
  if (!key) return reason;
  const t = MESSAGES[locale].orders.refusals;
  return key === 'finalSale'
    ? fill(t.finalSale, { nonReturnable: policyTexts(locale).nonReturnable.toLowerCase() })
    : t[key];
}

/** How to send a return back, the steps of lib/account/return-instructions.ts in the language. */
export function returnInstructionsIn(reference: string, locale: Locale): string[] {
  const t = MESSAGES[locale].orders.returnSteps;
  const policy = policyTexts(locale);
  return [
    fill(t.pack, { condition: policy.returnCondition }),
    fill(t.send, { address: RETURN_ADDRESS, reference }),
    t.pay,
    fill(t.processing, { processing: policy.returnProcessing }),
  ];
}

/** The condition a returned item must be in ('in their original condition: …'). */
export const returnConditionIn = (locale: Locale): string => policyTexts(locale).returnCondition;

/** The return schema's refusals in the language. */
export function returnMessagesIn(locale: Locale): ReturnMessages {
  if (locale === 'en') return RETURN_MESSAGES;
  const t = MESSAGES[locale].orders.client.errors;
  return { ...t, note: fill(t.note, { max: RETURN_NOTE_MAX }) };
}
