import { cyprusToday } from '@/lib/checkout/cyprus-time';

// The withdrawal period (Directive 2011/83/EU Art. 9 and 11a): 14 days from the day the goods
// were delivered, counted in Cyprus (Europe/Nicosia) calendar days, the 14th day included. Before
// delivery the right may already be used (Art. 9(3)), so an undelivered order is always open.
// The ERP records no delivery date on some orders: those count from the day the order was placed,
// the earliest day they could have arrived.

export const WITHDRAWAL_PERIOD_DAYS = 14;

export interface WithdrawalFacts {
  /** When the order was placed. */
  placedAt: Date;
  /** Whether the order has been delivered (or collected). */
  delivered: boolean;
  /** When it was delivered, where known. */
  deliveredAt: Date | null;
}

export type WithdrawalWindow = { open: true; lastDay: string | null } | { open: false; lastDay: string };

/** 'yyyy-mm-dd' plus `days` calendar days. */
export function addCalendarDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether the order may still be withdrawn from at `now`, and its last day (Cyprus date). */
export function withdrawalWindow(facts: WithdrawalFacts, now: Date): WithdrawalWindow {
  if (!facts.delivered) return { open: true, lastDay: null };
  const from = cyprusToday(facts.deliveredAt ?? facts.placedAt);
  const lastDay = addCalendarDays(from, WITHDRAWAL_PERIOD_DAYS);
  return cyprusToday(now) <= lastDay ? { open: true, lastDay } : { open: false, lastDay };
}
