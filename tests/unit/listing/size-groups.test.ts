import { MESSAGES } from '@/messages';
import { describe, expect, it } from 'vitest';
import { facetCounts } from '@/lib/listing/facets';
import { filterChips } from '@/lib/listing/filter-chips';
import { parseListingQuery } from '@/lib/listing/query';
import { runListing } from '@/lib/listing/run';
import { compareSizeTokens, sizeSections, sizeSystemOf, sizeToken } from '@/lib/listing/size-groups';
import { product } from './factory';

const JEANS = { id: 104, name: 'Jeans' };
const SHOES = { id: 108, name: 'Shoes' };
const BELTS = { id: 303, name: 'Belts' };
const tee = product({
  id: 1,
  category: 'Crew Neck',
  parent: { id: 101, name: 'T-Shirts' },
  sizes: ['S', 'M'],
});
const jeans = product({ id: 2, category: 'Slim', parent: JEANS, sizes: ['30', '36'] });
const boots = product({ id: 3, category: 'Boots', parent: SHOES, sizes: ['36', '40'] });
const belt = product({ id: 4, category: 'Leather Belts', parent: BELTS, sizes: ['M', '85'] });
const kidsTee = product({ id: 5, category: "Boys' T-Shirts", kids: true, sizes: ['2-3', '12'] });
const scope = [tee, jeans, boots, belt, kidsTee];

describe('size systems (the SIZE filter groups grown-ups, waist, shoes, belts and kids)', () => {
  it("files a size by its item: letters as clothing, numbers by category, kids' items by age", () => {
    expect(sizeSystemOf(tee, 'M')).toBe('clothing');
    expect(sizeSystemOf(jeans, '36')).toBe('waist');
    expect(sizeSystemOf(boots, '36')).toBe('shoes');
    expect(sizeSystemOf(belt, '85')).toBe('belt');
    expect(sizeSystemOf(belt, 'M')).toBe('clothing');
    expect(sizeSystemOf(kidsTee, '12')).toBe('kids');
    // Without the tree, an item's own category still tells a shoe.
    expect(sizeSystemOf(product({ id: 9, category: 'Sneakers', sizes: ['42'] }), '42')).toBe('shoes');
  });

  it('keeps a waist 36 and a shoe 36 apart, in the facets and in the filter', () => {
    const facets = facetCounts(scope, parseListingQuery(new URLSearchParams()), { bands: 'standard' });
    expect(facets.size.map((o) => [o.value, o.label, o.count])).toEqual([
      ['S', 'S', 1],
      ['M', 'M', 2],
      ['waist-30', '30', 1],
      ['waist-36', '36', 1],
      ['shoes-36', '36', 1],
      ['shoes-40', '40', 1],
      ['belt-85', '85', 1],
      ['kids-2-3', '2-3', 1],
      ['kids-12', '12', 1],
    ]);
    const run = (q: string) =>
      runListing(scope, parseListingQuery(new URLSearchParams(q)), { bands: 'standard' }).items.map(
        (p) => p.id,
      );
    expect(run('size=shoes-36')).toEqual([3]);
    expect(run('size=waist-36')).toEqual([2]);
    // A link from before the groups still finds every item of that number.
    expect(run('size=36')).toEqual([2, 3]);
    expect(run('size=kids-12')).toEqual([5]);
  });

  it('heads each system in order, and leaves a single system unheaded', () => {
    const values = ['kids-2-3', 'M', 'shoes-40', 'waist-30', 'S'].sort(compareSizeTokens);
    expect(values).toEqual(['S', 'M', 'waist-30', 'shoes-40', 'kids-2-3']);
    const sections = sizeSections(values.map((value) => ({ value })));
    expect(sections.map((s) => [s.heading, s.options.map((o) => o.value)])).toEqual([
      ['Clothing', ['S', 'M']],
      ['Waist', ['waist-30']],
      ['Shoes (EU)', ['shoes-40']],
      ['Kids', ['kids-2-3']],
    ]);
    expect(sizeSections([{ value: 'waist-30' }, { value: 'waist-32' }])).toEqual([
      { options: [{ value: 'waist-30' }, { value: 'waist-32' }] },
    ]);
  });

  it('names an applied size on its chip with its system', () => {
    const query = parseListingQuery(
      new URLSearchParams('size=M&size=waist-30&size=shoes-40&size=belt-85&size=kids-2-3'),
    );
    expect(filterChips(query).map((c) => c.label)).toEqual([
      'M',
      'Waist 30',
      'EU 40',
      'Belt 85 cm',
      'Kids 2-3',
    ]);
    expect(sizeToken(kidsTee, 'M')).toBe('kids-M');
  });

  it('heads the systems and names the chips in Greek on a Greek page', () => {
    const greek = MESSAGES.el.catalogue.client;
    const values = ['M', 'waist-30', 'shoes-40', 'belt-85', 'kids-2-3'];
    expect(
      sizeSections(
        values.map((value) => ({ value })),
        greek,
      ).map((s) => s.heading),
    ).toEqual(['Ρούχα', 'Μέση', 'Παπούτσια (EU)', 'Ζώνες (εκ.)', 'Παιδικά']);
    const query = parseListingQuery(new URLSearchParams(values.map((v) => `size=${v}`).join('&')));
    expect(filterChips(query, {}, greek).map((c) => c.label)).toEqual([
      'M',
      'Μέση 30',
      'Νούμερο EU 40',
      'Ζώνη 85 εκ.',
      'Παιδικά 2-3',
    ]);
  });

  it("orders kids' sizes by age, a single age before the range it starts", () => {
    const ages = ['12', '1-2', '4-5', '0', '4', '2-3', '10-11'].map((s) => `kids-${s}`);
    expect(ages.sort(compareSizeTokens).map((t) => t.slice(5))).toEqual([
      '0',
      '1-2',
      '2-3',
      '4',
      '4-5',
      '10-11',
      '12',
    ]);
  });
});
