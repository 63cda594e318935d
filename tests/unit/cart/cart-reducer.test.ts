import { describe, expect, it } from 'vitest';
import { cartReducer, lineKey, type AddToCartInput, type CartItem } from '@/lib/cart/cart';

const shirt: AddToCartInput = {
  id: 7,
  name: 'Linen Shirt',
  image: '/media/7_BLACK_1.jpg',
  href: '/product/7',
  size: 'M',
  color: 'BLACK',
  priceCents: 1990,
};
const add = (items: CartItem[], item: AddToCartInput) => cartReducer(items, { type: 'add', item });

describe('cartReducer: add', () => {
  it('appends a new line with the price in cents and quantity 1 by default', () => {
    expect(add([], shirt)).toEqual([
      {
        id: 7,
        name: 'Linen Shirt',
        image: '/media/7_BLACK_1.jpg',
        href: '/product/7',
        size: 'M',
        color: 'BLACK',
        quantity: 1,
        priceCents: 1990,
      },
    ]);
  });

  it('merges on id + size + color, adding the added quantity', () => {
    const once = add([], { ...shirt, quantity: 2 });
    const twice = add(once, { ...shirt, quantity: 3 });
    expect(twice).toHaveLength(1);
    expect(twice[0].quantity).toBe(5);
  });

  it('keeps lines apart when only the size, the color or the id differs', () => {
    let items = add([], shirt);
    items = add(items, { ...shirt, size: 'L' });
    items = add(items, { ...shirt, color: 'WHITE' });
    items = add(items, { ...shirt, id: 8 });
    expect(items.map((i) => [i.id, i.size, i.color, i.quantity])).toEqual([
      [7, 'M', 'BLACK', 1],
      [7, 'L', 'BLACK', 1],
      [7, 'M', 'WHITE', 1],
      [8, 'M', 'BLACK', 1],
    ]);
  });

  it("defaults a missing size to 'ONE SIZE' and a missing color to 'DEFAULT', and merges on them", () => {
    const { size: _s, color: _c, ...bare } = shirt;
    const items = add(add([], bare), { ...bare, size: '', color: '  ' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ size: 'ONE SIZE', color: 'DEFAULT', quantity: 2 });
  });

  it('stores a missing image as null', () => {
    const { image: _i, ...noImage } = shirt;
    expect(add([], noImage)[0].image).toBeNull();
  });

  it('takes the price in cents as given, and 0 for anything but whole non-negative cents', () => {
    expect(add([], { ...shirt, priceCents: 123456 })[0].priceCents).toBe(123456);
    for (const priceCents of [12.5, -100, Number.NaN, Number.POSITIVE_INFINITY])
      expect(add([], { ...shirt, priceCents })[0].priceCents).toBe(0);
  });

  it('clamps the added quantity to 1..10, also when merging', () => {
    expect(add([], { ...shirt, quantity: 0 })[0].quantity).toBe(1);
    expect(add([], { ...shirt, quantity: -4 })[0].quantity).toBe(1);
    expect(add([], { ...shirt, quantity: 25 })[0].quantity).toBe(10);
    const eight = add([], { ...shirt, quantity: 8 });
    expect(add(eight, { ...shirt, quantity: 5 })[0].quantity).toBe(10);
  });

  it('does not change the input array', () => {
    const items = add([], shirt);
    const copy = structuredClone(items);
    add(items, shirt);
    expect(items).toEqual(copy);
  });
});

describe('a line added on sale keeps the regular price it was reduced from (display only)', () => {
  it('stores the regular price only when it is above the price paid', () => {
    expect(add([], { ...shirt, originalPriceCents: 2990 })[0].originalPriceCents).toBe(2990);
    for (const original of [1990, 1000, 29.5, undefined])
      expect(add([], { ...shirt, originalPriceCents: original })[0]).not.toHaveProperty('originalPriceCents');
  });

  it("drops it when the server's quote reprices the line at or above it, keeps it below", () => {
    const items = add([], { ...shirt, originalPriceCents: 2990 });
    const reprice = (cents: number) =>
      cartReducer(items, { type: 'reprice', prices: { [lineKey(items[0])]: cents } })[0];
    expect(reprice(2990)).not.toHaveProperty('originalPriceCents');
    expect(reprice(1500)).toMatchObject({ priceCents: 1500, originalPriceCents: 2990 });
  });
});

describe('cartReducer: remove, update, clear', () => {
  const items = add(add([], shirt), { ...shirt, size: 'L', quantity: 2 });
  const mKey = lineKey({ id: 7, size: 'M', color: 'BLACK' });
  const lKey = lineKey(items[1]);

  it('removes only the line with the key', () => {
    const next = cartReducer(items, { type: 'remove', key: mKey });
    expect(next.map((i) => i.size)).toEqual(['L']);
  });

  it('returns the same array when the key matches nothing', () => {
    expect(cartReducer(items, { type: 'remove', key: 'nope' })).toBe(items);
    expect(cartReducer(items, { type: 'update', key: 'nope', quantity: 3 })).toBe(items);
  });

  it('sets the quantity on update', () => {
    const next = cartReducer(items, { type: 'update', key: lKey, quantity: 4 });
    expect(next.map((i) => i.quantity)).toEqual([1, 4]);
  });

  it('clamps an update above 10 to 10', () => {
    expect(cartReducer(items, { type: 'update', key: lKey, quantity: 42 })[1].quantity).toBe(10);
  });

  it.each([0, -1])('removes the line when updated to %i', (quantity) => {
    const next = cartReducer(items, { type: 'update', key: lKey, quantity });
    expect(next.map((i) => i.size)).toEqual(['M']);
  });

  it('ignores an update to NaN (a half-typed value)', () => {
    expect(cartReducer(items, { type: 'update', key: lKey, quantity: Number.NaN })).toBe(items);
  });

  it('empties the cart on clear', () => {
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
  });
});

describe('lineKey', () => {
  it('tells apart sizes and colors that a plain separator would confuse', () => {
    expect(lineKey({ id: 1, size: 'a|b', color: 'c' })).not.toBe(lineKey({ id: 1, size: 'a', color: 'b|c' }));
  });
});
