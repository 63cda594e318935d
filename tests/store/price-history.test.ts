import { describe, expect, it } from 'vitest';
import { drivers } from './drivers';

// The observed prices a reduction's prior price is read from (server/prices/price-history.ts): the
// same contract on SQLite and PostgreSQL.

describe.each(drivers)('price history on $name', (driver) => {
  it('keeps one price per item and day, the lowest of the day, and reads them oldest first', async () => {
    const { stores } = await driver.open();
    const history = stores.priceHistory;
    await history.record('2026-11-27', [
      { productId: 1, cents: 5990 },
      { productId: 2, cents: 2990 },
    ]);
    await history.record('2026-11-28', [{ productId: 1, cents: 4990 }]);
    // Recorded again the same day: a higher price leaves the day's lowest, a lower one replaces it.
    await history.record('2026-11-28', [{ productId: 1, cents: 5490 }]);
    await history.record('2026-11-27', [{ productId: 2, cents: 1990 }]);
    const read = await history.read([1, 2, 3], '2026-11-01');
    expect(Object.fromEntries(read)).toEqual({
      1: [
        { day: '2026-11-27', cents: 5990 },
        { day: '2026-11-28', cents: 4990 },
      ],
      2: [{ day: '2026-11-27', cents: 1990 }],
    });
  });

  it('reads only from the day asked, and only the items asked, in batches past 300 items', async () => {
    const { stores } = await driver.open();
    const history = stores.priceHistory;
    const many = Array.from({ length: 650 }, (_, i) => ({ productId: i + 1, cents: 1000 + i }));
    await history.record('2026-10-01', many);
    await history.record('2026-11-01', many);
    const read = await history.read(
      many.map((p) => p.productId).filter((id) => id % 2 === 0),
      '2026-10-15',
    );
    expect(read.size).toBe(325);
    expect(read.get(650)).toEqual([{ day: '2026-11-01', cents: 1649 }]);
    expect(read.has(1)).toBe(false);
  });
});
