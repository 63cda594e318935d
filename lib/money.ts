// Prices are shown in euros with 2 decimals (spec section 9) in the page's language: '€12.50' in
// English, '12,50 €' in Greek (Intl's en-CY and el-CY). One formatter per language, so server and
// browser render the same text and hydration matches.
import { CURRENCY } from '@/lib/constants';
import { INTL_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';

const euros = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/** Integer cents → '€12.50' (English) or '12,50 €' (Greek). */
export function formatMoney(cents: number, locale: Locale): string {
  return euros[locale].format(cents / 100);
}
