// next-intl/server for unit tests: outside a Next request there is no proxy-set language header, so
// a test chooses the language (English unless it calls setTestLocale) and gets the real messages.
import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES, type Namespace } from '@/messages';
import { SHOP_TIME_ZONE } from '@/lib/constants';

let current: Locale = 'en';

/** The language the next server code under test renders in. */
export function setTestLocale(locale: Locale) {
  current = locale;
}

export const getLocale = () => Promise.resolve(current);
export const setRequestLocale = (locale: Locale) => setTestLocale(locale);
export const getRequestConfig = <T>(create: T) => create;
export const getMessages = () => Promise.resolve(MESSAGES[current]);
export const getTimeZone = () => Promise.resolve(SHOP_TIME_ZONE);

export function getTranslations(arg?: Namespace | { locale?: Locale; namespace?: Namespace }) {
  const { locale = current, namespace } = typeof arg === 'object' ? arg : { namespace: arg };
  return Promise.resolve(
    createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: SHOP_TIME_ZONE }),
  );
}

export function getFormatter(arg?: { locale?: Locale }) {
  return Promise.resolve(createFormatter({ locale: arg?.locale ?? current, timeZone: SHOP_TIME_ZONE }));
}
