import 'server-only';
import type { AccountErrors } from '@/lib/account/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { languageOf, translator } from '@/server/i18n/translate';
import { MESSAGES } from '@/messages';

// The account routes answer in the language of the request (the `lang` cookie, decision 0092):
// their form rules' messages and their own refusals and confirmations.

/** The account forms' messages in one language (account.client.errors and account.page.errors). */
export const accountErrors = (locale: Locale): AccountErrors => ({
  ...MESSAGES[locale].account.client.errors,
  ...MESSAGES[locale].account.page.errors,
});

/** A schema factory's schema for each language, built once. */
export function schemaIn<S>(factory: (m: AccountErrors) => S): (locale: Locale) => S {
  const built = { en: factory(accountErrors('en')), el: factory(accountErrors('el')) };
  return (locale) => built[locale];
}

/** The request's language, its form messages and the account namespace's translator. */
export function accountLanguage(request: Request) {
  const locale = languageOf(request);
  return { locale, m: accountErrors(locale), t: translator(locale, 'account') };
}
