import { describe, it, expect } from 'vitest';
import { cartPrice, displaySale, saleOf } from '@/lib/sale';

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

  it('is reduced from the prior price when the server found one, and not at all when that is no higher', () => {
    expect(cartPrice({ priceCents: 4000, salePriceCents: 2000, priorPriceCents: 3000 })).toEqual({
      priceCents: 2000,
      originalPriceCents: 3000,
    });
    expect(cartPrice({ priceCents: 4000, salePriceCents: 2000, priorPriceCents: 2000 })).toEqual({
      priceCents: 2000,
    });
  });
});

describe('displaySale: what a reduction announces (98/6/EC Art. 6a)', () => {
  const sale = { hasSale: true, priceCents: 5990, salePriceCents: 4190, discountPercentage: 30 };

  it('strikes the regular price with the ERP percentage when no prior price was found', () => {
    expect(displaySale(sale)).toEqual({ struck: true, priorCents: 5990, badgePercent: 30 });
  });

  it('strikes the prior price and measures the percentage from it', () => {
    // (4490 - 4190) / 4490 = 6.7 %, rounded down.
    expect(displaySale({ ...sale, priorPriceCents: 4490 })).toEqual({
      struck: true,
      priorCents: 4490,
      badgePercent: 6,
    });
  });

  it('announces nothing when the prior price is not above the sale price, or the item is not on sale', () => {
    expect(displaySale({ ...sale, priorPriceCents: 4190 })).toMatchObject({ struck: false, badgePercent: 0 });
    expect(displaySale({ ...sale, hasSale: false })).toMatchObject({ struck: false, badgePercent: 0 });
    // A discount with no sale price below the regular one (webprice 0): no badge either.
    expect(displaySale({ ...sale, salePriceCents: 5990 })).toMatchObject({ struck: false, badgePercent: 0 });
  });
});
