// The consumer's right of withdrawal as the shop states it before the contract and confirms it
// after (Directive 2011/83/EU Art. 9-16, Annex I(A) instructions; Cyprus Law 133(I)/2013), and the
// model withdrawal form of Annex I(B) with the trader's details filled in. The checkout, the
// terms page (/terms-conditions#withdrawal) and the order confirmation mail all read this module.
import { RETURN_SHIPPING } from '@/lib/policy';
import { WITHDRAW_PATH } from '@/lib/withdrawal/texts';
import { WITHDRAWAL_PERIOD_DAYS } from '@/lib/withdrawal/window';
import type { TraderDetails } from './trader';
/** Where the terms page states the right and holds the model form. */
export const WITHDRAWAL_TERMS_PATH = '/terms-conditions#withdrawal';

/** The right and its conditions, one paragraph each; `origin`: the shop's address (SITE_URL). */
export function withdrawalConditions(trader: TraderDetails, origin: string): string[] {
  return [
    `You have the right to withdraw from this contract within ${WITHDRAWAL_PERIOD_DAYS} days without giving any reason. The withdrawal period ends ${WITHDRAWAL_PERIOD_DAYS} days after the day on which you, or a person you name other than the carrier, receive the goods; when one order arrives in several parcels, after the day the last one is received.`,
    `To withdraw, tell us (${trader.legalName}, ${trader.address}, ${trader.email}, ${trader.phone}) of your decision by a clear statement, for example a letter by post or an email, or online at ${origin}${WITHDRAW_PATH}. You may use the model withdrawal form, but you do not have to. It is enough to send your message before the withdrawal period ends.`,
    `If you withdraw, we refund everything you paid, including the standard delivery charge, within ${WITHDRAWAL_PERIOD_DAYS} days of hearing from you, with the same means of payment you used. We may hold back the refund until we have the goods back or you have shown that you sent them.`,
    `Send the goods back to us within ${WITHDRAWAL_PERIOD_DAYS} days of telling us. ${RETURN_SHIPPING} You are only liable for a loss in the goods' value caused by handling them beyond what is needed to see what they are, how they look and fit.`,
    'Underwear, socks and swimwear that came sealed for health and hygiene reasons cannot be returned once the seal is broken after delivery.',
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

/** Annex I(B) of Directive 2011/83/EU, word for word, addressed to the trader. */
export function modelWithdrawalForm(trader: TraderDetails): ModelWithdrawalForm {
  return {
    title: 'Model withdrawal form',
    note: '(complete and return this form only if you wish to withdraw from the contract)',
    lines: [
      `To ${trader.legalName}, ${trader.address}, email: ${trader.email}:`,
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      'Ordered on (*)/received on (*),',
      'Name of consumer(s),',
      'Address of consumer(s),',
      'Signature of consumer(s) (only if this form is notified on paper),',
      'Date',
    ],
    footnote: '(*) Delete as appropriate.',
  };
}

/** The form as plain text, for the confirmation mail's text part. */
export function modelWithdrawalFormText(form: ModelWithdrawalForm): string {
  return [form.title, form.note, ...form.lines.map((l) => `— ${l}`), form.footnote].join('\n');
}
