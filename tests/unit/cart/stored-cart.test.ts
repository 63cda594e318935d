import { describe, expect, it } from 'vitest';
import { parseStoredCart, type CartItem } from '@/lib/cart/cart';

const good: CartItem = {
  id: 3,
  name: 'Cap',
  image: '/media/3_RED_1.jpg',
  href: '/product/3',
  size: 'ONE SIZE',
  color: 'RED',
  quantity: 2,
  priceCents: 1500,
};

describe('parseStoredCart', () => {
  it('reads back what was stored', () => {
    expect(parseStoredCart(JSON.stringify([good]))).toEqual([good]);
  });

  it('loads a cart stored by earlier versions, byte for byte (the stored shape is unchanged: cents)', () => {
    const earlier =
      '[{"id":3,"name":"Cap","image":"/media/3_RED_1.jpg","href":"/product/3","size":"ONE SIZE",' +
      '"color":"RED","quantity":2,"priceCents":1500}]';
    expect(parseStoredCart(earlier)).toEqual([good]);
    expect(JSON.stringify(parseStoredCart(earlier))).toBe(earlier);
  });

  it.each([null, '', '{not json', 'null', '42', '{"id":3}', '"cart"'])(
    'gives an empty cart for %j',
    (raw) => {
      expect(parseStoredCart(raw)).toEqual([]);
    },
  );

  it('drops invalid entries and keeps the valid ones', () => {
    const raw = JSON.stringify([
      good,
      null,
      'x',
      { ...good, id: '3' },
      { ...good, id: 4, quantity: 0 },
      { ...good, id: 5, priceCents: -1 },
      { ...good, id: 6, priceCents: 12.5 },
      { ...good, id: 7, size: '' },
      { ...good, id: 8, href: 'https://evil.example/x' },
      { ...good, id: 9, href: '//evil.example/x' },
      { ...good, id: 10, href: 'javascript:alert(1)' },
      { ...good, id: 11, name: undefined },
    ]);
    expect(parseStoredCart(raw)).toEqual([good]);
  });

  it('clamps a stored quantity above 10, nulls a bad image and strips unknown fields', () => {
    const raw = JSON.stringify([{ ...good, quantity: 99, image: 5, extra: true }]);
    expect(parseStoredCart(raw)).toEqual([{ ...good, quantity: 10, image: null }]);
  });

  it("keeps a sale line's regular price only when it is whole cents above the price", () => {
    const sale = { ...good, originalPriceCents: 2500 };
    expect(parseStoredCart(JSON.stringify([sale]))).toEqual([sale]);
    for (const original of [1500, 900, '2500', 25.5])
      expect(parseStoredCart(JSON.stringify([{ ...good, originalPriceCents: original }]))).toEqual([good]);
  });

  it('keeps the first of two lines with the same id + size + color', () => {
    const raw = JSON.stringify([good, { ...good, quantity: 5 }]);
    expect(parseStoredCart(raw)).toEqual([good]);
  });
});
