// The consumer's right of withdrawal as the shop states it before the contract and confirms it
// after (Directive 2011/83/EU Art. 9-16, Annex I(A) instructions; Cyprus Law 133(I)/2013), and the
// model withdrawal form of Annex I(B) with the trader's details filled in. The checkout, the
// terms page (/terms-conditions#withdrawal) and the order confirmation mail all read this module.
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { fill, precontractTexts } from './texts';
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import { WITHDRAWAL_PERIOD_DAYS } from '@/lib/withdrawal/window';
import type { TraderDetails } from './trader';
/** Where the terms page states the right and holds the model form. */
export const WITHDRAWAL_TERMS_PATH = '/terms-conditions#withdrawal';

/** The right and its conditions, one paragraph each; `origin`: the shop's address (SITE_URL). */
export function withdrawalConditions(trader: TraderDetails, origin: string, locale: Locale = 'en'): string[] {
  const t = precontractTexts(locale);
  const days = WITHDRAWAL_PERIOD_DAYS;
  return [
    fill(t.conditionPeriod, { days }),
    fill(t.conditionHow, {
      legalName: trader.legalName,
      address: trader.address,
      email: trader.email,
      phone: trader.phone,
      url: origin + localePath(locale, WITHDRAW_PATH),
    }),
    fill(t.conditionRefund, { days }),
    fill(t.conditionReturn, { days, returnShipping: t.returnShipping }),
    t.conditionHygiene,
  ];
}

export interface ModelWithdrawalForm {
  title: string;
  /** '(complete and return this form only if you wish to withdraw from the contract)'. */
  note: string;
  /** The form's dashed lines, the trader's details in the first. */
  lines: string[];
  footnote: string;
}

/** Annex I(B) of Directive 2011/83/EU, word for word (in `locale`), addressed to the trader. */
export function modelWithdrawalForm(trader: TraderDetails, locale: Locale = 'en'): ModelWithdrawalForm {
  const t = precontractTexts(locale);
  return {
    title: t.formTitle,
    note: t.formNote,
    lines: [
      fill(t.formTo, { legalName: trader.legalName, address: trader.address, email: trader.email }),
      t.formNotice,
      t.formOrdered,
      t.formName,
      t.formAddress,
      t.formSignature,
      t.formDate,
    ],
    footnote: t.formFootnote,
  };
}

/** The form as plain text, for the confirmation mail's text part. */
export function modelWithdrawalFormText(form: ModelWithdrawalForm): string {
  return [form.title, form.note, ...form.lines.map((l) => `— ${l}`), form.footnote].join('\n');
}
