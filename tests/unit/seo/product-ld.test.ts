import { describe, expect, it } from 'vitest';
import { productGroupLd, variantHref } from '@/lib/seo/product-ld';
import { makeProduct } from '../components/fixtures';

const SITE = 'https://shop.example';

/** The JSON-LD fields these tests read. */
type Variant = Record<string, unknown> & { offers: Record<string, unknown> };
describe('product page JSON-LD', () => {
  it('is a ProductGroup varying by colour and size with one Product and Offer per variant', () => {
    const product = makeProduct({ hasSale: true, priceCents: 7990, salePriceCents: 5990 });
    const ld = productGroupLd(product, { BLACK: { S: 2, M: 0, L: -0 }, NAVY: { S: 5 } }, SITE);
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld.productGroupID).toBe('M-501');
    expect(ld.variesBy).toEqual(['https://schema.org/color', 'https://schema.org/size']);
    const variants = ld.hasVariant as Variant[];
    expect(variants).toHaveLength(6);
    expect(variants[0]).toMatchObject({
      '@type': 'Product',
      sku: 'M-501-BLK-S',
      color: 'Black',
      size: 'S',
      offers: {
        '@type': 'Offer',
        price: '59.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/men/102/product/501?colour=BLK&size=S',
      },
    });
    expect(variants[1].offers.availability).toBe('https://schema.org/OutOfStock');
    // A size the stock map does not list for the colour is out of stock.
    expect(variants[4].offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives a reduced offer its prior price as a StrikethroughPrice beside the price paid', () => {
    const product = makeProduct({
      hasSale: true,
      priceCents: 7990,
      salePriceCents: 5990,
      priorPriceCents: 6990,
    });
    const offer = (productGroupLd(product, null, SITE).hasVariant as Variant[])[0].offers;
    expect(offer.price).toBe('59.90');
    expect(offer.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '59.90', priceCurrency: 'EUR' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '69.90',
        priceCurrency: 'EUR',
      },
    ]);
  });

  it('gives no StrikethroughPrice when nothing is reduced from the prior price', () => {
    const notReduced = makeProduct({
      hasSale: true,
      priceCents: 7990,
      salePriceCents: 5990,
      priorPriceCents: 5990,
    });
    expect((productGroupLd(notReduced, null, SITE).hasVariant as Variant[])[0].offers).not.toHaveProperty(
      'priceSpecification',
    );
  });

  it('carries the shop’s shipping and return terms from lib/policy.ts', () => {
    const offerOf = (p: ReturnType<typeof makeProduct>) =>
      (productGroupLd(p, null, SITE).hasVariant as Variant[])[0].offers;
    const cheap = offerOf(makeProduct({ priceCents: 1990, salePriceCents: 1990 }));
    expect(cheap.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '3.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'CY' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      },
    });
    expect(cheap.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'CY',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
    });
    // Free shipping from €50.00; outlet items cannot be returned.
    const outlet = offerOf(
      makeProduct({
        priceCents: 5990,
        salePriceCents: 5990,
        flags: { featured: false, clearance: true, bestSeller: false, newArrival: false },
      }),
    );
    expect(outlet.shippingDetails).toMatchObject({ shippingRate: { value: '0.00' } });
    expect(outlet.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'CY',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('claims no availability when the stock is unknown', () => {
    const ld = productGroupLd(makeProduct(), null, SITE);
    expect((ld.hasVariant as Variant[])[0].offers).not.toHaveProperty('availability');
  });

  it('a one-size product without colours has one variant and varies by nothing', () => {
    const ld = productGroupLd(makeProduct({ colours: [], sizes: [] }), { '': { '': 3 } }, SITE);
    expect(ld.variesBy).toEqual([]);
    const [only] = ld.hasVariant as Variant[];
    expect(only.sku).toBe('M-501');
    expect(only.offers.url).toBe('https://shop.example/men/102/product/501');
    expect(only.offers.availability).toBe('https://schema.org/InStock');
  });

  it('variant links keep the product link and add the choice', () => {
    expect(variantHref(makeProduct({ gender: null }), 'NVY', '')).toBe('/product/501?colour=NVY');
  });
});
