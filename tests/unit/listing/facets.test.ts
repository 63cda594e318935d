import { describe, it, expect } from 'vitest';
import { facetCounts, shownFacets, type FacetOption } from '@/lib/listing/facets';
import { parseListingQuery, type ListingQuery } from '@/lib/listing/query';
import { categoryFilterGroups, groupOptions } from '@/lib/listing/static-categories';
import { product } from './factory';

const scope = [
  product({
    id: 1,
    name: 'Crew Tee',
    category: 'T-Shirts',
    sizes: ['S', 'M'],
    colours: ['Black', 'White'],
    price: 2500,
  }),
  product({
    id: 2,
    name: 'Midi Dress',
    category: 'Dresses',
    sizes: ['M', 'L'],
    colours: ['Red'],
    price: 7900,
  }),
  product({ id: 3, name: 'Slub Tee', category: 'T-Shirt', sizes: ['L'], colours: ['Red'], price: 4999 }),
  product({ id: 4, name: 'Bomber', category: 'Jackets', sizes: ['XL'], colours: ['Black'], price: 20000 }),
  product({
    id: 5,
    name: 'Wide Jeans',
    category: 'Wide Leg',
    sizes: ['30', '28'],
    colours: ['Navy'],
    price: 10000,
  }),
  product({
    id: 6,
    name: 'Maxi Dress',
    category: 'Dresses',
    sizes: ['S'],
    colours: ['Red', 'Black'],
    price: 15000,
  }),
];

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...parseListingQuery({}), ...over });
const facets = (over: Partial<ListingQuery>, categoryOptions?: string[]) =>
  facetCounts(scope, q(over), { bands: 'standard', categoryOptions });
const counts = (options: FacetOption[]) => options.map((o) => [o.label, o.count]);
const disabled = (options: FacetOption[]) => options.filter((o) => o.disabled).map((o) => o.value);

describe('facetCounts with nothing selected', () => {
  const f = facets({});

  it('lists the categories in the scope (one per spelling) with their counts', () => {
    expect(counts(f.category)).toEqual([
      ['Dresses', 2],
      ['Jackets', 1],
      ['T-Shirts', 2],
      ['Wide Leg', 1],
    ]);
  });

  it('orders sizes letters first, then numbers ascending', () => {
    expect(counts(f.size)).toEqual([
      ['S', 2],
      ['M', 2],
      ['L', 2],
      ['XL', 1],
      ['28', 1],
      ['30', 1],
    ]);
  });

  it('orders colours by frequency, then name', () => {
    expect(counts(f.color)).toEqual([
      ['Black', 3],
      ['Red', 3],
      ['Navy', 1],
      ['White', 1],
    ]);
  });

  it('offers only the price bands the data covers, with their labels', () => {
    expect(counts(f.price)).toEqual([
      ['Under €50', 2],
      ['€50 - €100', 1],
      ['€100 - €200', 2],
      ['Over €200', 1],
    ]);
    const cheap = facetCounts(scope.slice(0, 3), parseListingQuery({}), { bands: 'standard' });
    expect(cheap.price.map((o) => o.value)).toEqual(['under-50', '50-100']);
  });

  it('disables nothing', () => {
    for (const group of [f.category, f.size, f.color, f.price]) expect(disabled(group)).toEqual([]);
  });
});

describe('facetCounts with selections (other groups narrow, a group’s own selection does not)', () => {
  const f = facets({ color: ['Red'] });

  it('counts each colour as if it were toggled on: the colour group ignores its own selection', () => {
    expect(counts(f.color)).toEqual([
      ['Black', 3],
      ['Red', 3],
      ['Navy', 1],
      ['White', 1],
    ]);
    expect(f.color.find((o) => o.value === 'Red')).toMatchObject({ selected: true, disabled: false });
  });

  it('narrows the other groups to red products and disables what would give nothing', () => {
    expect(counts(f.size)).toEqual([
      ['S', 1],
      ['M', 1],
      ['L', 2],
      ['XL', 0],
      ['28', 0],
      ['30', 0],
    ]);
    // The jeans' waist sizes carry their system in the URL's value (lib/listing/size-groups.ts).
    expect(disabled(f.size)).toEqual(['XL', 'waist-28', 'waist-30']);
    expect(counts(f.category)).toEqual([
      ['Dresses', 2],
      ['Jackets', 0],
      ['T-Shirts', 1],
      ['Wide Leg', 0],
    ]);
    expect(disabled(f.price)).toEqual(['over-200']);
  });

  it('never disables a selected option, even with a count of 0', () => {
    const g = facets({ color: ['Red'], size: ['XL'] });
    expect(g.size.find((o) => o.value === 'XL')).toMatchObject({ count: 0, selected: true, disabled: false });
  });

  it('applies the search to the counts', () => {
    const g = facets({ search: 'dress' });
    expect(counts(g.category)).toEqual([
      ['Dresses', 2],
      ['Jackets', 0],
      ['T-Shirts', 0],
      ['Wide Leg', 0],
    ]);
    expect(counts(g.color)).toEqual([
      ['Black', 1],
      ['Red', 2],
      ['Navy', 0],
      ['White', 0],
    ]);
  });

  it('uses the band variant for counts', () => {
    const inclusive = facetCounts(scope, parseListingQuery({}), { bands: 'inclusive' });
    expect(counts(inclusive.price)).toEqual([
      ['Under €50', 2],
      ['€50 - €100', 2],
      ['€100 - €200', 2],
    ]);
  });

  it('keeps a selected value the scope does not offer, so it can be turned off', () => {
    const g = facets({ color: ['Purple'], price: ['over-200'] });
    expect(g.color.at(-1)).toEqual({
      value: 'Purple',
      label: 'Purple',
      count: 0,
      selected: true,
      disabled: false,
    });
    const cheap = facetCounts(scope.slice(0, 1), q({ price: ['over-200'] }), { bands: 'standard' });
    expect(cheap.price.map((o) => [o.label, o.selected])).toEqual([
      ['Under €50', false],
      ['Over €200', true],
    ]);
  });
});

describe('facetCounts over the static category lists', () => {
  it('counts each static option against the data and disables the empty ones', () => {
    const f = facets({}, groupOptions(categoryFilterGroups('women')));
    expect(counts(f.category).slice(0, 6)).toEqual([
      ['T-Shirts', 2],
      ['Tops', 0],
      ['Dresses', 2],
      ['Skirts', 0],
      ['Jackets', 1],
      ['Sweaters', 0],
    ]);
    expect(f.category.find((o) => o.value === 'Wide Leg')?.count).toBe(1);
    expect(disabled(f.category)).toEqual([
      'Tops',
      'Skirts',
      'Sweaters',
      'Slim',
      'Straight',
      'Relaxed',
      'Skinny',
      'Boyfriend',
    ]);
  });

  it('marks a static option selected however the URL spelt it', () => {
    const f = facets({ category: ['tshirt'] }, groupOptions(categoryFilterGroups('men')));
    expect(f.category.find((o) => o.value === 'T-Shirts')).toMatchObject({ selected: true, count: 2 });
    expect(f.category).toHaveLength(10);
  });
});

describe('shownFacets (what the filter panel and the phone sheet list)', () => {
  it('leaves out the options with no products in the current result', () => {
    const f = shownFacets(facets({ color: ['Red'] }));
    expect(counts(f.size)).toEqual([
      ['S', 1],
      ['M', 1],
      ['L', 2],
    ]);
    expect(counts(f.category)).toEqual([
      ['Dresses', 2],
      ['T-Shirts', 1],
    ]);
    expect(f.price.map((o) => o.value)).not.toContain('over-200');
  });

  it('keeps an applied option at (0), so it can be removed', () => {
    const f = shownFacets(facets({ color: ['Red', 'Purple'], size: ['XL'] }));
    expect(f.size.find((o) => o.value === 'XL')).toMatchObject({ count: 0, selected: true });
    expect(f.color.find((o) => o.value === 'Purple')).toMatchObject({ count: 0, selected: true });
  });
});
