// How the order history writes dates and links (server and browser alike, so the text matches).
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

const dates = (locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * 'yyyy-mm-dd' → '14 Nov 2026' ('14 Νοε 2026' in Greek); anything else is shown as given ('' stays
 * '').
 */
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? iso : dates(locale).format(date);
}

/** The order history's page `page` (page 1 has no page parameter). */
export const ordersHref = (page = 1) =>
  page > 1 ? `/account?tab=orders&page=${page}` : '/account?tab=orders';

/** One order's detail, remembering the history page it was opened from. */
export const orderHref = (id: number, page = 1) =>
  `/account?tab=orders&order=${id}${page > 1 ? `&page=${page}` : ''}`;
