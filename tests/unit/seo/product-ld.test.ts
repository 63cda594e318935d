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
