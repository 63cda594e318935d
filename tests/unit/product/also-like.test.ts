import { describe, expect, it } from 'vitest';
import { alsoLikeCandidates, popularCandidates } from '@/lib/also-like';
import { anyInStock } from '@/lib/stock';
import type { Product } from '@/lib/types';
import { makeProduct } from '../components/fixtures';

const shirts = { id: 102, name: 'SHIRTS' };
const jeans = { id: 103, name: 'JEANS' };
const flags = (bestSeller: boolean): Product['flags'] => ({
  featured: false,
  clearance: false,
  bestSeller,
  newArrival: false,
});

const ids = (products: Product[]) => products.map((p) => p.id);

describe('"You may also like": who is asked for stock', () => {
  const product = makeProduct({ id: 10, category: shirts });
  const catalogue = [
    product,
    makeProduct({ id: 11, category: shirts }),
    makeProduct({ id: 12, category: shirts, flags: flags(true) }),
    makeProduct({ id: 13, category: jeans }),
    makeProduct({ id: 14, category: shirts }),
    makeProduct({ id: 15, category: shirts, kids: true }),
    makeProduct({ id: 16, category: jeans, flags: flags(true) }),
    makeProduct({ id: 17, category: jeans, kids: true }),
  ];

  it('takes the same category, never the product itself nor a kids’ item for a grown-up’s, bestsellers first, then the newest', () => {
    expect(ids(alsoLikeCandidates(catalogue, [product], 8))).toEqual([12, 14, 11]);
  });

  it('stops at the limit, and has nothing for an item without a category', () => {
    expect(ids(alsoLikeCandidates(catalogue, [product], 2))).toEqual([12, 14]);
    expect(alsoLikeCandidates(catalogue, [makeProduct({ category: null })], 8)).toEqual([]);
  });

  it('for a cart: the categories of all its lines, for their wearers, and none of the cart’s products', () => {
    const cart = [product, catalogue[3], catalogue[5]];
    // Shirts (grown-up and kids') and grown-up jeans; 10, 13 and 15 are in the cart, 17 is a kids' jeans.
    expect(ids(alsoLikeCandidates(catalogue, cart, 8))).toEqual([16, 12, 14, 11]);
    expect(alsoLikeCandidates(catalogue, [], 8)).toEqual([]);
  });
});

describe('"You may also like" with nothing to go by (empty states)', () => {
  it('asks the bestsellers first, newest first, then the newest of the rest, up to the limit', () => {
    const catalogue = [
      makeProduct({ id: 1, flags: flags(true) }),
      makeProduct({ id: 2 }),
      makeProduct({ id: 3, flags: flags(true) }),
      makeProduct({ id: 4 }),
    ];
    expect(ids(popularCandidates(catalogue, 3))).toEqual([3, 1, 4]);
    // The catalogue is left as it was.
    expect(ids(catalogue)).toEqual([1, 2, 3, 4]);
  });
});

describe('anyInStock', () => {
  it('is true when any colour and size has stock, false for none, an empty map or an unread one', () => {
    expect(anyInStock({ BLACK: { S: 0, M: 1 } })).toBe(true);
    expect(anyInStock({ BLACK: { S: 0 }, NAVY: { M: 0 } })).toBe(false);
    expect(anyInStock({})).toBe(false);
    expect(anyInStock(null)).toBe(false);
  });
});
