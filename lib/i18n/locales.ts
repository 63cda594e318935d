// The shop's two languages: English on the spec's routes, Greek under /el (decision 0092).

export const LOCALES = ['en', 'el'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of each language that has one. */
export const GREEK_PREFIX = '/el';

/** The BCP 47 tag Intl formats with: money, dates, numbers and sorting follow Cyprus usage. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-CY', el: 'el-CY' };

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', el: 'Ελληνικά' };

/** The refusal of a `lang` the shop does not have, in a cacheable answer's address. */
export const LANGUAGE_PARAM_REFUSAL = `The language lang is one of ${LOCALES.join(', ')}`;

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'el';
}

/** The remembered language choice (lib/privacy/cookies.ts lists it). */
export const LANGUAGE_COOKIE = 'lang';

/** The request header proxy.ts sets for a page (next-intl reads this one). */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
