import { describe, it, expect } from 'vitest';
import { normaliseCategoryLabel } from '@/lib/listing/category-label';
import { filterProducts, matchesOption } from '@/lib/listing/filter';
import { parseListingQuery, type ListingQuery } from '@/lib/listing/query';
import { ids, product } from './factory';

const catalogue = [
  product({ id: 1, category: 'T-Shirts', sizes: ['S', 'M'], colours: ['Black', 'White'], price: 2500 }),
  product({ id: 2, category: 'Dresses', sizes: ['M', 'L'], colours: ['Red'], price: 7900 }),
  product({ id: 3, category: 'T-Shirts', sizes: ['L'], colours: ['Red'], price: 4999 }),
  product({ id: 4, category: 'Jackets', sizes: ['XL'], colours: ['Black'], price: 20000 }),
  product({ id: 5, category: 'Wide Leg', sizes: ['28', '30'], colours: ['Navy'], price: 10000 }),
];

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...parseListingQuery({}), ...over });
const run = (over: Partial<ListingQuery>, bands: 'standard' | 'inclusive' = 'standard') =>
  ids(filterProducts(catalogue, q(over), { bands }));

describe('filters: OR within a group, AND across groups (spec data rule)', () => {
  it('lets everything through with no selection', () => {
    expect(run({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('ORs the options of one group', () => {
    expect(run({ size: ['S'] })).toEqual([1]);
    expect(run({ size: ['S', 'XL'] })).toEqual([1, 4]);
    expect(run({ color: ['Red', 'Navy'] })).toEqual([2, 3, 5]);
  });

  it('ANDs the groups', () => {
    expect(run({ color: ['Red'], size: ['L'] })).toEqual([2, 3]);
    expect(run({ color: ['Red'], size: ['L'], category: ['T-Shirts'] })).toEqual([3]);
    expect(run({ color: ['Black'], size: ['L'] })).toEqual([]);
  });

  it('filters price by band with the chosen edges', () => {
    expect(run({ price: ['under-50'] })).toEqual([1, 3]);
    expect(run({ price: ['over-200'] })).toEqual([4]);
    expect(run({ price: ['over-200'] }, 'inclusive')).toEqual([]);
    expect(run({ price: ['50-100'] }, 'standard')).toEqual([2]);
    expect(run({ price: ['50-100'] }, 'inclusive')).toEqual([2, 5]);
    expect(run({ price: ['under-50', '100-200'], color: ['Black'] })).toEqual([1]);
  });

  it('matches colours by label or ERP name, in any case', () => {
    expect(run({ color: ['black'] })).toEqual([1, 4]);
    expect(run({ color: ['NAVY'] })).toEqual([5]);
    const named = [
      { ...product({ id: 9 }), colours: [{ id: 1, code: 'N', name: 'NAVY BLUE', label: 'Navy', hex: null }] },
    ];
    expect(ids(filterProducts(named, q({ color: ['navy blue'] }), { bands: 'standard' }))).toEqual([9]);
  });

  it('matches sizes as normalised on the product, case-insensitively', () => {
    expect(run({ size: ['xl'] })).toEqual([4]);
    expect(run({ size: ['30'] })).toEqual([5]);
    expect(run({ size: ['3'] })).toEqual([]);
  });
});

describe('category matching', () => {
  it.each([
    ['T-Shirts', 'tshirt'],
    ['T-Shirt', 'tshirt'],
    ['tshirts', 'tshirt'],
    ['T SHIRTS', 'tshirt'],
    ['Dresses', 'dress'],
    ['Dress', 'dress'],
    ['Wide Leg', 'wideleg'],
    ['Hoodies', 'hoodie'],
    ['Shirts', 'shirt'],
  ])('%s folds to %s', (label, key) => {
    expect(normaliseCategoryLabel(label)).toBe(key);
  });

  it('tolerates case, singular/plural and the T-Shirt spellings', () => {
    for (const value of ['T-Shirts', 't-shirt', 'TSHIRTS', 'tshirt']) {
      expect(run({ category: [value] })).toEqual([1, 3]);
    }
    expect(run({ category: ['dress'] })).toEqual([2]);
    expect(run({ category: ['WIDE LEG'] })).toEqual([5]);
  });

  it('does not confuse Shirts with T-Shirts', () => {
    expect(run({ category: ['Shirts'] })).toEqual([]);
  });

  it('reads a value of digits as a category id (the /products?category={id} links)', () => {
    const opts = { bands: 'standard' } as const;
    expect(matchesOption(product({ id: 1, categoryId: 1003 }), 'category', '1003', opts)).toBe(true);
    expect(matchesOption(product({ id: 1, categoryId: 1003 }), 'category', '1004', opts)).toBe(false);
    expect(matchesOption(product({ id: 1, category: null }), 'category', 'T-Shirts', opts)).toBe(false);
  });
});
