import { describe, it, expect } from 'vitest';
import { saleOf } from '@/lib/sale';

describe('sale rule (spec: on sale when discount is above 0; sale price is webprice if above 0, otherwise price)', () => {
  it('is on sale at the web price when discount > 0 and webprice > 0', () => {
    expect(saleOf({ priceCents: 5990, webpriceCents: 4193, discount: 30 })).toEqual({
      hasSale: true,
      salePriceCents: 4193,
      discountPercentage: 30,
    });
  });

  it('falls back to the price when the web price is 0', () => {
    expect(saleOf({ priceCents: 5990, webpriceCents: 0, discount: 30 })).toEqual({
      hasSale: true,
      salePriceCents: 5990,
      discountPercentage: 30,
    });
  });

  it('is not on sale when discount is 0, whatever the web price', () => {
    expect(saleOf({ priceCents: 5990, webpriceCents: 4193, discount: 0 })).toEqual({
      hasSale: false,
      salePriceCents: 5990,
      discountPercentage: 0,
    });
  });

  it('is not on sale for a negative or non-numeric discount', () => {
    expect(saleOf({ priceCents: 1000, webpriceCents: 800, discount: -10 }).hasSale).toBe(false);
    expect(saleOf({ priceCents: 1000, webpriceCents: 800, discount: NaN })).toEqual({
      hasSale: false,
      salePriceCents: 1000,
      discountPercentage: 0,
    });
  });
});
