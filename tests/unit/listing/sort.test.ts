import { describe, it, expect } from 'vitest';
import { NEW_ARRIVALS_SORT_OPTIONS, SORT_OPTIONS, isSortKey, sortProducts } from '@/lib/listing/sort';
import { ids, product } from './factory';

const list = [
  product({ id: 3, price: 5000 }),
  product({ id: 7, price: 1999 }),
  product({ id: 1, price: 12000 }),
  product({ id: 9, price: 5000 }),
  product({ id: 5, price: 1999 }),
];

describe('sort options (spec section 9)', () => {
  it('lists Relevance, Price: High to Low, Price: Low to High, Latest by default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance',
      'Price: High to Low',
      'Price: Low to High',
      'Latest',
    ]);
    expect(SORT_OPTIONS.map((o) => o.key)).toEqual(['relevance', 'price-desc', 'price-asc', 'latest']);
  });

  it('orders New Arrivals as Relevance, Latest, Price: Low to High, Price: High to Low', () => {
    expect(NEW_ARRIVALS_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance',
      'Latest',
      'Price: Low to High',
      'Price: High to Low',
    ]);
  });

  it('knows its keys and nothing else', () => {
    expect(isSortKey('latest')).toBe(true);
    expect(isSortKey('newest')).toBe(false);
    expect(isSortKey('toString')).toBe(false);
  });
});

describe('sortProducts', () => {
  it('relevance keeps the input order', () => {
    expect(ids(sortProducts(list, 'relevance'))).toEqual([3, 7, 1, 9, 5]);
  });

  it('Price: High to Low sorts by what the shopper pays, ties by lower id', () => {
    expect(ids(sortProducts(list, 'price-desc'))).toEqual([1, 3, 9, 5, 7]);
  });

  it('Price: Low to High, ties by lower id', () => {
    expect(ids(sortProducts(list, 'price-asc'))).toEqual([5, 7, 3, 9, 1]);
  });

  it('uses the sale price, not the regular price', () => {
    const onSale = { ...product({ id: 2, price: 9000 }), salePriceCents: 1000 };
    expect(ids(sortProducts([list[0], onSale], 'price-asc'))).toEqual([2, 3]);
  });

  it('Latest puts the highest id first', () => {
    expect(ids(sortProducts(list, 'latest'))).toEqual([9, 7, 5, 3, 1]);
  });

  it('does not change its input', () => {
    sortProducts(list, 'latest');
    expect(ids(list)).toEqual([3, 7, 1, 9, 5]);
  });

  it('is stable: the same input always gives the same order', () => {
    const reversed = [...list].reverse();
    for (const key of ['price-desc', 'price-asc', 'latest'] as const) {
      expect(ids(sortProducts(reversed, key))).toEqual(ids(sortProducts(list, key)));
    }
  });
});
