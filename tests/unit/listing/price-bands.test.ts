import { describe, it, expect } from 'vitest';
import {
  PRICE_BANDS,
  bandOfPrice,
  inPriceBand,
  isPriceBandId,
  offeredBands,
} from '@/lib/listing/price-bands';
import { product } from './factory';

describe('price bands (spec section 9)', () => {
  it('are labelled exactly as the spec says, in order', () => {
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['Under €50', '€50 - €100', '€100 - €200', 'Over €200']);
    expect(PRICE_BANDS.map((b) => b.id)).toEqual(['under-50', '50-100', '100-200', 'over-200']);
  });

  it('recognises only their ids', () => {
    expect(isPriceBandId('50-100')).toBe(true);
    expect(isPriceBandId('50-150')).toBe(false);
    expect(isPriceBandId('')).toBe(false);
  });

  it.each([
    [0, 'under-50'],
    [4999, 'under-50'],
    [5000, '50-100'],
    [9999, '50-100'],
    [10000, '100-200'],
    [19999, '100-200'],
    [20000, 'over-200'],
    [20001, 'over-200'],
  ])('standard edges (bestsellers, outlet, product list): %i cents is %s', (cents, band) => {
    expect(bandOfPrice(cents, 'standard')).toBe(band);
  });

  it.each([
    [0, 'under-50'],
    [4999, 'under-50'],
    [5000, 'under-50'],
    [5001, '50-100'],
    [9999, '50-100'],
    [10000, '50-100'],
    [10001, '100-200'],
    [19999, '100-200'],
    [20000, '100-200'],
    [20001, 'over-200'],
  ])('inclusive edges (new arrivals): %i cents is %s', (cents, band) => {
    expect(bandOfPrice(cents, 'inclusive')).toBe(band);
  });

  it('puts every price in exactly one band under either variant', () => {
    for (const variant of ['standard', 'inclusive'] as const) {
      for (const cents of [0, 4999, 5000, 5001, 9999, 10000, 10001, 19999, 20000, 20001, 99999]) {
        expect(PRICE_BANDS.filter((b) => inPriceBand(cents, b.id, variant))).toHaveLength(1);
      }
    }
  });
});

describe('offeredBands: a band is offered only when the data covers it', () => {
  it('offers only the bands some product falls in, in the spec order', () => {
    const products = [product({ id: 1, price: 25000 }), product({ id: 2, price: 1500 })];
    expect(offeredBands(products, 'standard').map((b) => b.label)).toEqual(['Under €50', 'Over €200']);
  });

  it('depends on the edge variant at €50 exactly', () => {
    const products = [product({ id: 1, price: 5000 })];
    expect(offeredBands(products, 'standard').map((b) => b.id)).toEqual(['50-100']);
    expect(offeredBands(products, 'inclusive').map((b) => b.id)).toEqual(['under-50']);
  });

  it('offers nothing for an empty list', () => {
    expect(offeredBands([], 'standard')).toEqual([]);
  });
});
