import 'server-only';
import { cookies } from 'next/headers';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, isLocale, type Locale } from '@/lib/i18n/locales';
import { MESSAGES, type Namespace } from '@/messages';
import { SHOP_TIME_ZONE } from '@/lib/constants';

/**
 * A translator for one namespace in a given language, for server code outside a page's render: route
 * handlers, mails, the sandbox-independent adapters. Pages use next-intl's getTranslations, which
 * knows the page's language already.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: SHOP_TIME_ZONE });
}

/**
 * The language an API request answers in: the shopper's remembered choice (the `lang` cookie, set
 * whenever a Greek page is opened), English otherwise. API routes are not under /el: the pages that
 * call them share the one address.
 */
export async function requestLanguage(): Promise<Locale> {
  const value = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * requestLanguage for code that has the request but is not async: the `lang` cookie read from its
 * Cookie header.
 */
export function languageOf(request: Request): Locale {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The language a publicly cached answer is in, asked for in its address (`lang=el`), so that shared
 * caches keep one answer per language, which a cookie would not tell them. English without it;
 * null for a language the shop does not have (LANGUAGE_PARAM_REFUSAL, lib/i18n/locales.ts, says so).
 */
export function languageParam(url: URL): Locale | null {
  const value = url.searchParams.get('lang') ?? DEFAULT_LOCALE;
  return isLocale(value) ? value : null;
}
