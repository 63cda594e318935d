import { describe, expect, it } from 'vitest';
import { alsoLikeCandidates } from '@/lib/also-like';
import { anyInStock } from '@/lib/stock';
import type { Product } from '@/lib/types';
import { makeProduct } from '../components/fixtures';

const shirts = { id: 102, name: 'SHIRTS' };
const flags = (bestSeller: boolean): Product['flags'] => ({
  featured: false,
  clearance: false,
  bestSeller,
  newArrival: false,
});

describe('"You may also like": who is asked for stock', () => {
  const product = makeProduct({ id: 10, category: shirts });
  const catalogue = [
    product,
    makeProduct({ id: 11, category: shirts }),
    makeProduct({ id: 12, category: shirts, flags: flags(true) }),
    makeProduct({ id: 13, category: { id: 103, name: 'JEANS' } }),
    makeProduct({ id: 14, category: shirts }),
    makeProduct({ id: 15, category: shirts, kids: true }),
  ];

  it('takes the same category, never the product itself nor a kids’ item for a grown-up’s, bestsellers first, then the newest', () => {
    expect(alsoLikeCandidates(catalogue, product, 8).map((p) => p.id)).toEqual([12, 14, 11]);
  });

  it('stops at the limit, and has nothing for an item without a category', () => {
    expect(alsoLikeCandidates(catalogue, product, 2).map((p) => p.id)).toEqual([12, 14]);
    expect(alsoLikeCandidates(catalogue, makeProduct({ category: null }), 8)).toEqual([]);
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
