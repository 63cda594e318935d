// The product page's delivery estimate, from the one policy (lib/policy.ts): an order placed on a
// working day before noon, Cyprus time, is dispatched that day ("Orders before 12 PM EEST are
// processed the same business day"; noon on the shop's clock, EET in winter); a later one the next
// working day; standard delivery in Cyprus takes 1-2 business days from dispatch.
import { cyprusClock, cyprusToday } from '@/lib/checkout/cyprus-time';
import { addWorkingDays } from '@/lib/working-days';

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

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Tue 1 Dec' for a 'yyyy-mm-dd' date. */
export const shortDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The estimate in the shop's words: when it leaves, and when it arrives. */
export function deliveryEstimateText(estimate: DeliveryEstimate): { dispatch: string; delivery: string } {
  return {
    dispatch: estimate.sameDay
      ? `Order before ${DISPATCH_CUTOFF_HOUR}:00 (Cyprus time) and it is dispatched today.`
      : `Order now and it is dispatched on ${shortDay(estimate.dispatch)}.`,
    delivery: `Estimated delivery in Cyprus: ${shortDay(estimate.deliveryFrom)} – ${shortDay(estimate.deliveryTo)}.`,
  };
}
