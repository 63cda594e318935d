import { describe, expect, it } from 'vitest';
import { addDays, priorPriceToday } from '@/lib/prices/prior-price';
import { reducedItems, sandboxCents, seededHistory } from '@/sandbox/erp/price-history.mjs';

// The 30-day prior price over the history the sandbox seeds (sandbox/erp/price-history.mjs): each
// scenario is a reduction that the ERP's "original price" or a plain "lowest of the last 30 days"
// would misstate.

const TODAY = '2026-11-28';
const P = 5990;
const S = 2990;
const M = 4490; // halfway, on 10 cents
const items = [1, 2, 3, 4, 5].map((position) => ({ position, priceCents: P, saleCents: S }));
const seeded = seededHistory(items, TODAY);
const prior = (scenario: string) => {
  const s = seeded.find((x) => x.scenario === scenario)!;
  const observations = s.rows.map(({ day, cents }) => ({ day, cents }));
  return priorPriceToday(observations, { day: TODAY, cents: S, regularCents: P });
};

describe('the seeded price history', () => {
  it('covers the 60 days before today and never today itself', () => {
    const days = seeded.flatMap((s) => s.rows.map((r) => r.day));
    expect(days.every((d) => d >= addDays(TODAY, -60) && d < TODAY)).toBe(true);
    expect(days).toContain(addDays(TODAY, -60));
    expect(seeded.map((s) => s.item.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a price raised 14 days before its reduction: the price before the raise, not the regular one', () => {
    expect(prior('raised-before-reduction')).toEqual({ cents: M, source: 'history' });
  });

  it('a reduction deepened in two steps: the first step’s price, the lowest before the last step', () => {
    expect(prior('deepened-in-two-steps')).toEqual({ cents: M, source: 'history' });
  });

  it('a reduction 45 days old: the regular price before it, not the sale price of the last 30 days', () => {
    expect(prior('reduction-older-than-30-days')).toEqual({ cents: P, source: 'fallback' });
  });

  it('20 days not observed: the lower price last seen holds into the window', () => {
    expect(prior('gap-in-observations')).toEqual({ cents: M, source: 'history' });
  });

  it('10 days of history: the ERP’s regular price stands in', () => {
    expect(prior('history-shorter-than-30-days')).toEqual({ cents: P, source: 'fallback' });
  });
});

describe('the sandbox items the scenarios use', () => {
  it('reads every price form the sandbox writes', () => {
    expect([59.9, '59,90', '€59,90', { $price: '59,90' }].map(sandboxCents)).toEqual([
      5990, 5990, 5990, 5990,
    ]);
  });

  it('are the reduced items, in position order, with a price between sale and regular', () => {
    const rows = [
      { position: 9, data: { price: '59,90', webprice: '41,90', discount: 30 } },
      { position: 3, data: { price: 49.9, webprice: '0', discount: 20 } },
      { position: 4, data: { price: '€39,90', webprice: '39,90', discount: 0 } },
      { position: 5, data: { price: { $price: '29,90' }, webprice: '28,95', discount: 10 } },
      { position: 7, data: { price: '19,90', webprice: '9,90', discount: 50 } },
    ];
    expect(reducedItems(rows)).toEqual([
      { position: 7, priceCents: 1990, saleCents: 990 },
      { position: 9, priceCents: 5990, saleCents: 4190 },
    ]);
  });
});
