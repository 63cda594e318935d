import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';
import { ORDER_LOOKUP_TEXTS, WITHDRAWAL_TEXTS } from './texts';

// The withdrawal's and the order lookup's refusals are written in English by lib/withdrawal (and
// kept so in the notice cookie); shown, they are in the page's language.

/** A refusal of lib/withdrawal/texts.ts in the given language (other text as it is). */
export function withdrawalMessage(message: string, locale: Locale): string {
  const t = MESSAGES[locale].withdrawal;
  for (const key of ['nameMissing', 'noLines', 'windowClosed', 'alreadyWithdrawn', 'nothingLeft'] as const)
    if (WITHDRAWAL_TEXTS[key] === message) return t.errors[key];
  for (const key of ['noMatch', 'invalid'] as const)
    if (ORDER_LOOKUP_TEXTS[key] === message) return t.lookup[key];
  return message;
}
