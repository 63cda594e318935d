import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/types';
import type { PriceHistory } from '@/server/prices/price-history';
import { sqlPriceHistory } from '@/server/prices/price-history';
import { withPriorPrices } from '@/server/prices/prior-prices';
import { openShopDb } from '@/server/store/db';
import { sqliteSql } from '@/server/store/sql';
import { makeProduct } from '../components/fixtures';

// The catalogue's way through the price history: today's prices recorded once, a reduced item
// given the prior price of its history, and a failing store leaving the regular price.

// Noon in Cyprus on 28 November 2026.
const NOW = new Date('2026-11-28T10:00:00Z');

function countingHistory() {
  const history = sqlPriceHistory(sqliteSql(openShopDb(':memory:')));
  const writes: number[] = [];
  const counted: PriceHistory = {
    record: (day, prices) => (writes.push(prices.length), history.record(day, prices)),
    read: (ids, since) => history.read(ids, since),
  };
  return { history: counted, writes };
}

describe('withPriorPrices', () => {
  it('gives a reduced item the lowest price of the 30 days before its reduction', async () => {
    const { history } = countingHistory();
    for (let d = 1; d <= 40; d++) {
      const day = new Date(NOW.getTime() - d * 86_400_000).toISOString().slice(0, 10);
      await history.record(day, [{ productId: 901, cents: d === 20 ? 4490 : 5990 }]);
    }
    const reduced = makeProduct({ id: 901, priceCents: 5990, salePriceCents: 3990, hasSale: true });
    const regular = makeProduct({ id: 902, priceCents: 2990, salePriceCents: 2990, hasSale: false });
    const [a, b] = await withPriorPrices([reduced, regular], history, NOW);
    expect(a.priorPriceCents).toBe(4490);
    expect(b.priorPriceCents).toBeUndefined();
  });

  it('records each item’s price once a day, again only when it changes', async () => {
    const { history, writes } = countingHistory();
    const items = [
      makeProduct({ id: 911, priceCents: 5990, salePriceCents: 5990 }),
      makeProduct({ id: 912, priceCents: 1990, salePriceCents: 1990 }),
    ];
    await withPriorPrices(items, history, NOW);
    await withPriorPrices(items, history, NOW);
    await withPriorPrices([{ ...items[0], salePriceCents: 4990, hasSale: true }, items[1]], history, NOW);
    expect(writes).toEqual([2, 1]);
    const read = await history.read([911, 912], '2026-11-01');
    expect(read.get(911)).toEqual([{ day: '2026-11-28', cents: 4990 }]);
    expect(read.get(912)).toEqual([{ day: '2026-11-28', cents: 1990 }]);
  });

  it('leaves the items as read when the store fails: the regular price stands in', async () => {
    const broken: PriceHistory = {
      record: () => Promise.reject(new Error('database is locked')),
      read: () => Promise.reject(new Error('database is locked')),
    };
    const items: Product[] = [
      makeProduct({ id: 921, priceCents: 5990, salePriceCents: 3990, hasSale: true }),
    ];
    expect(await withPriorPrices(items, broken, NOW)).toBe(items);
  });
});
