import { describe, expect, it } from 'vitest';
import { lowStockText, stockOf } from '@/lib/stock';

const stock = { BLACK: { S: 0, M: 2, L: 9 }, NAVY: { S: 4 } };

describe('stock per colour and size', () => {
  it('reads a colour by name whatever its case, and a missing size or colour as 0', () => {
    expect(stockOf(stock, 'Black', 'M')).toBe(2);
    expect(stockOf(stock, 'BLACK', 'XL')).toBe(0);
    expect(stockOf(stock, 'RED', 'S')).toBe(0);
  });

  it('reads the lone total of an item without variants', () => {
    expect(stockOf({ '': { '': 7 } }, '', 'ONE SIZE')).toBe(7);
  });

  it('is unknown (null) when the ERP did not answer', () => {
    expect(stockOf(null, 'BLACK', 'M')).toBeNull();
  });

  it("says 'Only N left' at 3 or less, and nothing when sold out or plentiful", () => {
    expect(lowStockText(3)).toBe('Only 3 left');
    expect(lowStockText(1)).toBe('Only 1 left');
    expect(lowStockText(4)).toBeNull();
    expect(lowStockText(0)).toBeNull();
    expect(lowStockText(null)).toBeNull();
  });
});
