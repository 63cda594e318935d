import { describe, it, expect } from 'vitest';
import { toStockMap } from '@/server/erp/transforms/stock';

describe('stock map (spec: stock quantities below 0 become 0)', () => {
  it('reads the map form keyed colour;size, with negatives as 0', () => {
    expect(toStockMap({ 'BLACK;S': 3, 'BLACK;M': 0, 'INDIGO;S': -1 })).toEqual({
      BLACK: { S: 3, M: 0 },
      INDIGO: { S: 0 },
    });
  });

  it('reads the list form [{colour,size,total_qty}]', () => {
    expect(
      toStockMap([
        { colour: 'BLACK', size: 'S', total_qty: 3 },
        { colour: 'BLACK', size: 'M', total_qty: -4 },
      ]),
    ).toEqual({ BLACK: { S: 3, M: 0 } });
  });

  it("puts the lone ';' key of an item without variants under colour '' and size ''", () => {
    expect(toStockMap({ ';': 7 })).toEqual({ '': { '': 7 } });
  });

  it('normalises size labels and adds up sizes that normalise alike', () => {
    expect(toStockMap({ 'BLACK;Small': 2, 'BLACK;S': 1, 'RED;2-3Y': 4 })).toEqual({
      BLACK: { S: 3 },
      RED: { '2-3': 4 },
    });
  });

  it('counts garbage quantities as 0 and keeps keys without a size', () => {
    expect(toStockMap({ 'BLACK;S': 'many', 'BLACK;M': '2', 'BLUE;': null, RED: 5 })).toEqual({
      BLACK: { S: 0, M: 2 },
      BLUE: { '': 0 },
      RED: { '': 5 },
    });
    expect(toStockMap([{ colour: null, size: null, total_qty: null }])).toEqual({ '': { '': 0 } });
    expect(toStockMap({})).toEqual({});
    expect(toStockMap([])).toEqual({});
  });
});
