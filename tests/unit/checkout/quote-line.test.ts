import { describe, expect, it } from 'vitest';
import { cartReducer, lineKey, type CartItem } from '@/lib/cart/cart';
import type { QuoteRequestLine } from '@/lib/cart/quote';
import {
  decideLine,
  mergeVariantLines,
  quoteOf,
  resolveColour,
  resolveSize,
  unavailableLine,
} from '@/server/checkout/quote-line';
import { makeProduct } from '../components/fixtures';

// Oxford Shirt: Black (BLACK) / Navy (NAVY), sizes S M L, €59.90 (sale price by default).
const shirt = makeProduct();
const stock = { BLACK: { S: 0, M: 2, L: 9 }, NAVY: { M: 5 } };
const req = (over: Partial<QuoteRequestLine> = {}): QuoteRequestLine => ({
  id: shirt.id,
  size: 'M',
  color: 'Black',
  quantity: 1,
  priceCents: 5990,
  ...over,
});

describe('resolving a line against the product', () => {
  it('finds the colour by label or ERP name, case-insensitively, as the ERP name', () => {
    expect(resolveColour(shirt, 'Black')).toBe('BLACK');
    expect(resolveColour(shirt, 'navy')).toBe('NAVY');
    expect(resolveColour(shirt, ' NAVY ')).toBe('NAVY');
    expect(resolveColour(shirt, 'Red')).toBeNull();
    expect(resolveColour(shirt, 'DEFAULT')).toBeNull();
  });

  it('treats DEFAULT as no colour only on a product without colours', () => {
    expect(resolveColour(makeProduct({ colours: [] }), 'DEFAULT')).toBe('');
    expect(resolveColour(makeProduct({ colours: [] }), 'Black')).toBeNull();
  });

  it('finds the size among the product sizes (normalised), and ONE SIZE/DEFAULT only when it has none', () => {
    expect(resolveSize(shirt, 'm')).toBe('M');
    expect(resolveSize(shirt, 'Large')).toBe('L');
    expect(resolveSize(shirt, 'XL')).toBeNull();
    expect(resolveSize(shirt, 'ONE SIZE')).toBeNull();
    const cap = makeProduct({ sizes: [] });
    expect(resolveSize(cap, 'ONE SIZE')).toBe('');
    expect(resolveSize(cap, 'DEFAULT')).toBe('');
    expect(resolveSize(cap, 'M')).toBeNull();
  });
});

describe('decideLine', () => {
  it('is ok at the server price when price and stock agree, keyed like the browser line', () => {
    const line = decideLine(req({ quantity: 2 }), shirt, stock);
    expect(line).toMatchObject({
      status: 'ok',
      unitPriceCents: 5990,
      lineTotalCents: 11980,
      available: 2,
      previousPriceCents: null,
      reason: null,
      name: 'Oxford Shirt',
    });
    expect(line.key).toBe(lineKey({ id: shirt.id, size: 'M', color: 'Black' }));
  });

  it('charges the sale price and reports a price the browser had wrong', () => {
    const onSale = makeProduct({ priceCents: 5990, salePriceCents: 4490, hasSale: true });
    const line = decideLine(req({ priceCents: 100, color: 'NAVY' }), onSale, stock);
    expect(line).toMatchObject({
      status: 'price_changed',
      unitPriceCents: 4490,
      lineTotalCents: 4490,
      previousPriceCents: 100,
    });
  });

  it('names the regular price of a reduced line, for the cart to show struck, and only then', () => {
    const onSale = makeProduct({ priceCents: 5990, salePriceCents: 4490, hasSale: true });
    expect(decideLine(req({ priceCents: 4490 }), onSale, stock).originalPriceCents).toBe(5990);
    expect(decideLine(req(), shirt, stock).originalPriceCents).toBeNull();
    // "On sale" at the regular price is no reduction: nothing struck.
    const noReduction = makeProduct({ priceCents: 5990, salePriceCents: 5990, hasSale: true });
    expect(decideLine(req(), noReduction, stock).originalPriceCents).toBeNull();
    expect(unavailableLine(req(), 'sold_out', onSale).originalPriceCents).toBeNull();
  });

  it('caps the total at the stock when fewer are left, and says how many', () => {
    const line = decideLine(req({ quantity: 5, priceCents: 1 }), shirt, stock);
    expect(line).toMatchObject({
      status: 'insufficient_stock',
      quantity: 5,
      available: 2,
      lineTotalCents: 11980,
      previousPriceCents: 1,
    });
  });

  it('is unavailable when sold out, or the colour or size does not exist', () => {
    expect(decideLine(req({ size: 'S' }), shirt, stock)).toMatchObject({
      status: 'unavailable',
      reason: 'sold_out',
      available: 0,
      lineTotalCents: 0,
    });
    expect(decideLine(req({ color: 'Red' }), shirt, stock)).toMatchObject({
      status: 'unavailable',
      reason: 'no_variant',
    });
    expect(decideLine(req({ size: 'XL' }), shirt, stock)).toMatchObject({
      status: 'unavailable',
      reason: 'no_variant',
    });
    expect(decideLine(req({ color: 'Navy', size: 'L' }), shirt, stock)).toMatchObject({
      status: 'unavailable',
      reason: 'sold_out',
    });
  });

  it('sells a line whose stock is unknown, marking it unconfirmed', () => {
    expect(decideLine(req({ quantity: 10 }), shirt, null)).toMatchObject({
      status: 'ok',
      available: null,
      lineTotalCents: 59900,
    });
  });

  it('sells a product without colours or sizes by its default line', () => {
    const cap = makeProduct({ colours: [], sizes: [], salePriceCents: 1290 });
    const line = decideLine(req({ color: 'DEFAULT', size: 'ONE SIZE', priceCents: 1290, quantity: 3 }), cap, {
      '': { '': 1 },
    });
    expect(line).toMatchObject({ status: 'insufficient_stock', available: 1, lineTotalCents: 1290 });
  });
});

describe('quote totals', () => {
  it('totals server prices and capped quantities, leaving unavailable lines out', () => {
    const quote = quoteOf([
      decideLine(req({ quantity: 5, priceCents: 1 }), shirt, stock), // 2 × 5990
      decideLine(req({ size: 'S' }), shirt, stock), // sold out
      unavailableLine(req({ id: 999 }), 'not_found'),
    ]);
    expect(quote.totals).toEqual({
      count: 2,
      subtotalCents: 11980,
      shippingCents: 0,
      totalCents: 11980,
      freeShippingRemainingCents: 0,
    });
  });

  it('charges shipping under €50 by the cart rules', () => {
    const cheap = makeProduct({ salePriceCents: 1000 });
    const { totals } = quoteOf([decideLine(req({ priceCents: 1000 }), cheap, stock)]);
    expect(totals).toMatchObject({
      subtotalCents: 1000,
      shippingCents: 300,
      totalCents: 1300,
      freeShippingRemainingCents: 4000,
    });
  });
});

describe('reprice (Use updated prices)', () => {
  const item: CartItem = {
    id: 1,
    name: 'A',
    image: null,
    href: '/product/1',
    size: 'M',
    color: 'Black',
    quantity: 1,
    priceCents: 500,
  };
  it('writes valid server prices by key and leaves the rest', () => {
    const other = { ...item, id: 2 };
    const next = cartReducer([item, other], {
      type: 'reprice',
      prices: { [lineKey(item)]: 700, [lineKey(other)]: -1 },
    });
    expect(next.map((i) => i.priceCents)).toEqual([700, 500]);
  });
  it('returns the same array when nothing changes', () => {
    const items = [item];
    expect(cartReducer(items, { type: 'reprice', prices: { [lineKey(item)]: 500, other: 1 } })).toBe(items);
  });
});

describe('one line per product, colour and size (an attacker repeating a line)', () => {
  const big = { BLACK: { M: 18 } };
  const productOf = (id: number) => (id === shirt.id ? shirt : null);

  it('adds up lines naming the same variant in other words, keeping the first line’s words', () => {
    const merged = mergeVariantLines(
      [
        req({ quantity: 10 }),
        req({ quantity: 10, size: 'Medium', color: 'BLACK' }),
        req({ quantity: 10, size: 'm', color: ' black ' }),
        req({ quantity: 1, color: 'Navy' }),
      ],
      productOf,
    );
    expect(merged).toEqual([req({ quantity: 30 }), req({ quantity: 1, color: 'Navy' })]);
  });

  it('keeps lines it cannot resolve apart (each is refused on its own)', () => {
    const lines = [req({ size: 'XL' }), req({ size: 'XL' }), req({ id: 999 })];
    expect(mergeVariantLines(lines, productOf)).toHaveLength(3);
  });

  it('checks the merged quantity against the stock and the spec’s 10 per variant', () => {
    const [line] = mergeVariantLines(
      [req({ quantity: 10 }), req({ quantity: 10 }), req({ quantity: 10 })],
      productOf,
    );
    // 30 asked, 18 in stock, 10 the most one order takes.
    expect(decideLine(line, shirt, big)).toMatchObject({
      quantity: 30,
      status: 'insufficient_stock',
      available: 10,
      lineTotalCents: 59900,
    });
    expect(decideLine(req({ quantity: 11 }), shirt, null)).toMatchObject({
      status: 'insufficient_stock',
      available: 10,
    });
    expect(decideLine(req({ quantity: 10 }), shirt, big)).toMatchObject({ status: 'ok', available: 18 });
  });
});
