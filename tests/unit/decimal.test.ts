import { describe, expect, it } from 'vitest';
import type { ItemRow } from '@/server/erp/schemas';
import { buildColourIndex } from '@/server/erp/transforms/colour';
import { dotDecimal, erpNumber } from '@/server/erp/transforms/decimal';
import { toOrderLine } from '@/server/erp/transforms/order';
import { parsePriceCents } from '@/server/erp/transforms/price';
import { toProduct } from '@/server/erp/transforms/product';
import { toStockMap } from '@/server/erp/transforms/stock';

// Open question 3 (docs/erp-contract.md): discounts, stock quantities and money as plain numbers
// or as comma-decimal text.

describe('the comma rule', () => {
  it.each([
    ['12,5', '12.5'],
    ['3,00', '3.00'],
    ['1.234,50', '1234.50'],
    ['-20,00', '-20.00'],
    ['59.90', '59.90'],
    ['1,234.50', '1,234.50'],
    ['7', '7'],
  ])('%s → %s', (text, plain) => {
    expect(dotDecimal(text)).toBe(plain);
  });
});

describe('erpNumber', () => {
  it.each([
    [12.5, 12.5],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['3,00', 3],
    [' 3 ', 3],
    ['-1,00', -1],
    ['1.234,5', 1234.5],
  ])('%j → %d', (raw, n) => {
    expect(erpNumber(raw)).toBe(n);
  });

  it.each(['', ' ', 'abc', '3,00 pcs', '0x10', '1e3', '1,2,3', null, undefined, true, NaN, Infinity])(
    '%j → null',
    (raw) => {
      expect(erpNumber(raw)).toBeNull();
    },
  );
});

describe('where rows carry them', () => {
  const colours = buildColourIndex([]);
  const item: ItemRow = { $$position: 1, code: 'A1', name: 'Tee', price: '20,00', webprice: '17,50' };

  it('an item discount of "12,5" is a sale of 12.5 %, as 12.5 is', () => {
    for (const discount of ['12,5', 12.5]) {
      expect(toProduct({ ...item, discount }, colours)).toMatchObject({
        hasSale: true,
        salePriceCents: 1750,
        discountPercentage: 12.5,
      });
    }
    expect(toProduct({ ...item, discount: '0,00' }, colours).hasSale).toBe(false);
  });

  it('stock quantities of "3,00" count as 3 in both stock forms, below zero as 0', () => {
    expect(toStockMap({ 'BLACK;S': '3,00', 'BLACK;M': 2, 'BLACK;L': '-1,00' })).toEqual({
      BLACK: { S: 3, M: 2, L: 0 },
    });
    expect(toStockMap([{ colour: 'BLACK', size: 'S', total_qty: '4,00' }])).toEqual({ BLACK: { S: 4 } });
  });

  it('an order line of quantity "-2,00" and comma money reads as 2 at its price', () => {
    expect(
      toOrderLine({ $$position: 7, item: 'A1', quantity: '-2,00', price: '12,50', total: '-25,00' }),
    ).toMatchObject({ quantity: 2, unitPriceCents: 1250, totalCents: 2500 });
  });

  it('money reads the same comma rule', () => {
    expect(parsePriceCents('3,00')).toBe(300);
    expect(parsePriceCents('1.234,50')).toBe(123450);
    expect(parsePriceCents(3)).toBe(300);
  });
});
