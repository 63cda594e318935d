import { describe, expect, it } from 'vitest';
import {
  addDays,
  announcedPercent,
  priorPrice,
  priorPriceToday,
  reductionStart,
  type PriceObservation,
} from '@/lib/prices/prior-price';

// The Omnibus rule (98/6/EC Art. 6a): a reduction's prior price is the lowest price of the 30 days
// before it.

const TODAY = '2026-11-28';
/** One observation per day from `from` to `to` days before TODAY (negative numbers), at `cents`. */
const run = (from: number, to: number, cents: number): PriceObservation[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: addDays(TODAY, from + i), cents }));

describe('addDays', () => {
  it('crosses months and years, both ways', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26'); // a clock change in Cyprus: still one day
  });
});

describe('reductionStart', () => {
  it('is today when the price changed today', () => {
    expect(reductionStart(run(-40, -1, 5990), 3990, TODAY)).toBe(TODAY);
  });

  it('is the first day of the unbroken run at today’s price', () => {
    expect(reductionStart([...run(-40, -6, 5990), ...run(-5, -1, 3990)], 3990, TODAY)).toBe(
      addDays(TODAY, -5),
    );
  });

  it('is the last step of a reduction deepened in steps', () => {
    const steps = [...run(-40, -11, 5990), ...run(-10, -4, 4990), ...run(-3, -1, 3990)];
    expect(reductionStart(steps, 3990, TODAY)).toBe(addDays(TODAY, -3));
  });

  it('is not broken by days without an observation', () => {
    const gappy = [...run(-40, -21, 5990), ...run(-12, -10, 3990), ...run(-3, -1, 3990)];
    expect(reductionStart(gappy, 3990, TODAY)).toBe(addDays(TODAY, -12));
  });

  it('ignores today’s own observation and the order observations come in', () => {
    const history = [...run(0, 0, 3990), ...run(-5, -1, 3990), ...run(-40, -6, 5990)].reverse();
    expect(reductionStart(history, 3990, TODAY)).toBe(addDays(TODAY, -5));
  });

  it('is today with no history', () => {
    expect(reductionStart([], 3990, TODAY)).toBe(TODAY);
  });
});

describe('priorPrice', () => {
  it('is the lowest of the 30 days before the reduction, from the history', () => {
    const history = [...run(-60, -21, 5990), ...run(-20, -11, 4490), ...run(-10, -1, 5990)];
    expect(priorPrice(history, TODAY, 5990)).toEqual({ cents: 4490, source: 'history' });
  });

  it('counts the window’s first day (30 days before) and not the day before it', () => {
    const lowOnDay30 = [...run(-60, -31, 5990), ...run(-30, -30, 2990), ...run(-29, -1, 5990)];
    expect(priorPrice(lowOnDay30, TODAY, 5990).cents).toBe(2990);
    const lowOnDay31 = [...run(-60, -32, 5990), ...run(-31, -31, 2990), ...run(-30, -1, 5990)];
    expect(priorPrice(lowOnDay31, TODAY, 5990).cents).toBe(5990);
  });

  it('leaves out the reduction’s own first day', () => {
    const history = [...run(-60, -1, 5990), ...run(0, 0, 1990)];
    expect(priorPrice(history, TODAY, 5990).cents).toBe(5990);
  });

  it('holds a price observed before the window into its unobserved first days', () => {
    const gap = [...run(-60, -40, 3990), ...run(-19, -1, 5990)];
    expect(priorPrice(gap, TODAY, 5990)).toEqual({ cents: 3990, source: 'history' });
  });

  it('does not hold the earlier price once the window’s first day is observed', () => {
    const history = [...run(-60, -31, 1990), ...run(-30, -1, 5990)];
    expect(priorPrice(history, TODAY, 5990)).toEqual({ cents: 5990, source: 'history' });
  });

  it('sees a price raised before the reduction through to the lower price before the raise', () => {
    const raised = [...run(-60, -15, 4490), ...run(-14, -1, 5990)];
    expect(priorPriceToday(raised, { day: TODAY, cents: 3990, regularCents: 5990 }).cents).toBe(4490);
  });

  it('falls back to the regular price with no history', () => {
    expect(priorPrice([], TODAY, 5990)).toEqual({ cents: 5990, source: 'fallback' });
  });

  it('falls back with history shorter than 30 days, never above what was observed', () => {
    expect(priorPrice(run(-10, -1, 5990), TODAY, 5990)).toEqual({ cents: 5990, source: 'fallback' });
    expect(priorPrice(run(-10, -1, 4990), TODAY, 5990)).toEqual({ cents: 4990, source: 'fallback' });
  });

  it('measures a reduction older than 30 days from the 30 days before it, not the last 30', () => {
    const old = [...run(-90, -46, 5990), ...run(-45, -1, 3990)];
    expect(priorPriceToday(old, { day: TODAY, cents: 3990, regularCents: 5990 })).toEqual({
      cents: 5990,
      source: 'history',
    });
  });
});

describe('announcedPercent', () => {
  it('keeps the ERP’s percentage when the prior price is the regular one', () => {
    expect(
      announcedPercent({ priorCents: 5990, salePriceCents: 4190, regularCents: 5990, erpPercent: 30 }),
    ).toBe(30);
  });

  it('measures from a lower prior price, rounded down', () => {
    // (4490 - 3990) / 4490 = 11.1 %
    expect(
      announcedPercent({ priorCents: 4490, salePriceCents: 3990, regularCents: 5990, erpPercent: 30 }),
    ).toBe(11);
  });

  it('is 0 when the price is not below the prior price', () => {
    expect(
      announcedPercent({ priorCents: 3990, salePriceCents: 3990, regularCents: 5990, erpPercent: 30 }),
    ).toBe(0);
  });
});
