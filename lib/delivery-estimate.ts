// The product page's delivery estimate, from the one policy (lib/policy.ts): an order placed on a
// working day before noon, Cyprus time, is dispatched that day ("Orders before 12 PM EEST are
// processed the same business day"; noon on the shop's clock, EET in winter); a later one the next
// working day; standard delivery in Cyprus takes 1-2 business days from dispatch.
import { cyprusClock, cyprusToday } from '@/lib/checkout/cyprus-time';
import { addWorkingDays } from '@/lib/working-days';
import { fill } from '@/lib/i18n/fill';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

/** The hour (Cyprus time) from which an order is dispatched the next working day. */
export const DISPATCH_CUTOFF_HOUR = 12;
/** Standard delivery in Cyprus, in working days after dispatch (STANDARD_SHIPPING_DAYS). */
const DELIVERY_DAYS = { from: 1, to: 2 } as const;

export interface DeliveryEstimate {
  /** Dispatched on the day the order is placed. */
  sameDay: boolean;
  /** 'yyyy-mm-dd' (Cyprus dates). */
  dispatch: string;
  deliveryFrom: string;
  deliveryTo: string;
}

const isWorkingDay = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** When an order placed at `at` is dispatched and delivered in Cyprus. */
export function deliveryEstimate(at: Date): DeliveryEstimate {
  const today = cyprusToday(at);
  const sameDay = isWorkingDay(today) && Number(cyprusClock(at).hour) < DISPATCH_CUTOFF_HOUR;
  const dispatch = sameDay ? today : addWorkingDays(today, 1)!;
  return {
    sameDay,
    dispatch,
    deliveryFrom: addWorkingDays(dispatch, DELIVERY_DAYS.from)!,
    deliveryTo: addWorkingDays(dispatch, DELIVERY_DAYS.to)!,
  };
}

const DAY_OPTIONS = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
// English keeps the shop's 'Tue 1 Dec' (en-GB order); Greek is el-CY's own.
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', DAY_OPTIONS),
  el: new Intl.DateTimeFormat(INTL_LOCALE.el, DAY_OPTIONS),
};

/** 'Tue 1 Dec' for a 'yyyy-mm-dd' date ('Τρί 1 Δεκ' in Greek). */
export const shortDay = (isoDate: string, locale: Locale = 'en') =>
  dayFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));

/** The estimate's sentences with {hour}, {day}, {from} and {to}: the product texts' delivery ones. */
export interface DeliveryWords {
  sameDay: string;
  later: string;
  window: string;
}

const ENGLISH_WORDS: DeliveryWords = {
  sameDay: 'Order before {hour}:00 (Cyprus time) and it is dispatched today.',
  later: 'Order now and it is dispatched on {day}.',
  window: 'Estimated delivery in Cyprus: {from} – {to}.',
};

/** The estimate in the shop's words: when it leaves, and when it arrives. */
export function deliveryEstimateText(
  estimate: DeliveryEstimate,
  locale: Locale = 'en',
  words: DeliveryWords = ENGLISH_WORDS,
): { dispatch: string; delivery: string } {
  const day = (isoDate: string) => shortDay(isoDate, locale);
  return {
    dispatch: estimate.sameDay
      ? fill(words.sameDay, { hour: DISPATCH_CUTOFF_HOUR })
      : fill(words.later, { day: day(estimate.dispatch) }),
    delivery: fill(words.window, { from: day(estimate.deliveryFrom), to: day(estimate.deliveryTo) }),
  };
}
