// The prior price of an announced reduction (Price Indication Directive 98/6/EC Art. 6a, the
// "Omnibus" rule): the lowest price the shop charged in the 30 days before the reduction. The ERP
// knows today's price only, so this reads the prices the shop itself observed, one per day
// (server/prices/price-history.ts); decision 0081 says why each choice below.

/** The price the shop charged on one Cyprus day ('yyyy-mm-dd'), in cents. */
export interface PriceObservation {
  day: string;
  cents: number;
}

export interface PriorPrice {
  cents: number;
  /** 'history': the 30 days were all observed; 'fallback': they were not, so the ERP's regular
   * price stood in (never above what was observed). */
  source: 'history' | 'fallback';
}

/** How many days before a reduction its prior price looks back (Art. 6a(2)). */
export const PRIOR_PRICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' moved by `days` (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const byDay = (a: PriceObservation, b: PriceObservation) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0);

/**
 * The day the current reduction began: the first day of the unbroken run of observations at
 * today's price that ends today (days without an observation do not break it). A reduction
 * deepened in steps began at its last step: the price it is announced against is the one before it.
 */
export function reductionStart(
  observations: readonly PriceObservation[],
  todayCents: number,
  today: string,
): string {
  let start = today;
  for (const o of [...observations].sort(byDay).reverse()) {
    if (o.day >= today) continue;
    if (o.cents !== todayCents) break;
    start = o.day;
  }
  return start;
}

/**
 * The lowest price of the 30 days before `start` (start-30 … start-1). A day without an
 * observation kept the price last observed before it, so the observation before the window counts
 * until the window's own first day is observed. When no observation reaches back to the window's
 * first day, the history cannot vouch for the whole window: the ERP's regular price stands in, or
 * the lowest observed price where that is lower.
 */
export function priorPrice(
  observations: readonly PriceObservation[],
  start: string,
  regularCents: number,
): PriorPrice {
  const first = addDays(start, -PRIOR_PRICE_DAYS);
  const sorted = [...observations].sort(byDay);
  const inWindow = sorted.filter((o) => o.day >= first && o.day < start).map((o) => o.cents);
  const before = sorted.filter((o) => o.day < first).at(-1);
  const covered = before !== undefined || sorted.some((o) => o.day === first);
  const heldIn = before && !sorted.some((o) => o.day === first) ? [before.cents] : [];
  if (!covered) return { cents: Math.min(regularCents, ...inWindow), source: 'fallback' };
  return { cents: Math.min(...inWindow, ...heldIn), source: 'history' };
}

/** The prior price of the reduction in force today, from the observations and today's price. */
export function priorPriceToday(
  observations: readonly PriceObservation[],
  today: { day: string; cents: number; regularCents: number },
): PriorPrice {
  return priorPrice(observations, reductionStart(observations, today.cents, today.day), today.regularCents);
}

/**
 * The percentage a reduction announces, measured from its prior price (Art. 6a(1)) and rounded
 * down, so it never claims more than the shopper saves. Where the prior price is the ERP's regular
 * price, the ERP's own percentage stands (its sale prices are already rounded down from it).
 */
export function announcedPercent(p: {
  priorCents: number;
  salePriceCents: number;
  regularCents: number;
  erpPercent: number;
}): number {
  if (p.salePriceCents >= p.priorCents) return 0;
  if (p.priorCents === p.regularCents && p.erpPercent > 0) return Math.round(p.erpPercent);
  return Math.floor(((p.priorCents - p.salePriceCents) * 100) / p.priorCents);
}
