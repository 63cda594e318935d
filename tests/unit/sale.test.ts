import { describe, it, expect } from 'vitest';
import { cartPrice, saleOf } from '@/lib/sale';

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

describe('cartPrice: what a cart line is added at', () => {
  it('is the sale price with the regular price it was reduced from', () => {
    expect(cartPrice({ priceCents: 4000, salePriceCents: 2000 })).toEqual({
      priceCents: 2000,
      originalPriceCents: 4000,
    });
  });

  it('is the price alone when nothing is reduced (no sale price, or one not below)', () => {
    expect(cartPrice({ priceCents: 4000, salePriceCents: 0 })).toEqual({ priceCents: 4000 });
    expect(cartPrice({ priceCents: 4000, salePriceCents: 4000 })).toEqual({ priceCents: 4000 });
  });
});
