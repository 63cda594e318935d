import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { MESSAGES } from '@/messages';

// next-intl's per-request configuration (next.config.ts points its plugin here): the language
// proxy.ts decided for the page, and that language's messages. Only server code reads them; a
// client island is handed its own strings (components/i18n/client-texts.tsx).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: SHOP_TIME_ZONE };
});
