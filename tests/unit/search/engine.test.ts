import { describe, expect, it } from 'vitest';
import { search } from '@/lib/search/engine';
import { SEARCH_RESULTS_KEPT, SEARCH_RESULTS_SHOWN } from '@/lib/search/limits';
import { buildSearchIndex } from '@/lib/search/search-index';
import { product } from '../listing/factory';

const names = (xs: { name: string }[]) => xs.map((x) => x.name);
const find = (items: ReturnType<typeof product>[], term: string, limit?: number) =>
  search(buildSearchIndex(items), term, limit);

describe('search engine: spec substring semantics', () => {
  const shirt = product({
    id: 1,
    name: 'Oxford Shirt',
    code: 'M-501',
    collection: 'Summer Linen',
    colours: ['Sky Blue'],
  });
  const jeans = product({
    id: 2,
    name: 'Slim Jeans',
    code: 'M-777',
    collection: 'Denim',
    colours: ['Indigo'],
  });
  const items = [shirt, jeans];

  it.each([
    ['oxford', [1]],
    ['OXFORD SH', [1]],
    ['xford', [1]],
    ['m-50', [1]],
    ['M-777', [2]],
    ['summer lin', [1]],
    ['sky', [1]],
    ['SKY BLUE', [1]],
    ['indigo', [2]],
    ['m-', [1, 2]],
  ])('"%s" matches name, code, collection or colour names → %j', (term, ids) => {
    expect(find(items, term).map((p) => p.id)).toEqual(ids);
  });

  it('matches a colour by its ERP name as well as its label', () => {
    const p = product({ id: 3, name: 'Tee', colours: [] });
    p.colours = [{ id: null, code: 'AZR', name: 'AZZURRO', label: 'Sky', hex: null }];
    expect(find([p], 'azzur')).toHaveLength(1);
  });

  it('when the phrase matches nothing, its words match in any order and field (beyond the spec)', () => {
    expect(find(items, 'blue oxford').map((p) => p.id)).toEqual([1]);
    expect(find(items, 'blue jeans')).toEqual([]);
  });

  it('a kept number of word matches are the first matches in catalogue order, however many hold one word', () => {
    // Many items hold 'jeans' but only some are black: the limit counts items holding every word.
    const many = Array.from({ length: 60 }, (_, i) =>
      product({ id: i + 1, name: 'Slim Jeans', colours: [i % 3 === 0 ? 'Black' : 'Indigo'] }),
    );
    const all = find(many, 'black jeans').map((p) => p.id);
    expect(all).toEqual(many.filter((_, i) => i % 3 === 0).map((p) => p.id));
    expect(find(many, 'black jeans', 5).map((p) => p.id)).toEqual(all.slice(0, 5));
  });

  it('a blank term finds nothing', () => {
    expect(find(items, '   ')).toEqual([]);
  });

  it('ignores accents and case on both sides', () => {
    expect(names(find([product({ id: 4, name: 'Crêpe Blouse' })], 'CREPE'))).toEqual(['Crêpe Blouse']);
  });
});

describe('search engine: ranking', () => {
  it('exact name first, then names starting with the term, then the rest in catalogue order', () => {
    const items = [
      product({ id: 1, name: 'Midi Dress' }),
      product({ id: 2, name: 'Dress Belt' }),
      product({ id: 3, name: 'Dress' }),
      product({ id: 4, name: 'Shirt Dress' }),
      product({ id: 5, name: 'Dress Shoes' }),
    ];
    expect(names(find(items, 'dress'))).toEqual([
      'Dress',
      'Dress Belt',
      'Dress Shoes',
      'Midi Dress',
      'Shirt Dress',
    ]);
  });

  it("the typed term's matches rank before its synonyms'", () => {
    const items = [product({ id: 1, name: 'Denim Skirt' }), product({ id: 2, name: 'Slim Jeans' })];
    expect(names(find(items, 'jeans'))).toEqual(['Slim Jeans', 'Denim Skirt']);
  });
});

describe('search engine: limits (spec: at most 20 kept, 8 shown)', () => {
  const many = Array.from({ length: 30 }, (_, i) => product({ id: i + 1, name: `Linen Shirt ${i + 1}` }));

  it('keeps at most 20 when asked for the kept list, and every match without a limit', () => {
    expect(SEARCH_RESULTS_KEPT).toBe(20);
    expect(SEARCH_RESULTS_SHOWN).toBe(8);
    expect(find(many, 'linen', SEARCH_RESULTS_KEPT)).toHaveLength(20);
    expect(find(many, 'linen', SEARCH_RESULTS_SHOWN)).toHaveLength(8);
    expect(find(many, 'linen')).toHaveLength(30);
  });

  it('a limit keeps the best-ranked, not the first in the catalogue', () => {
    const items = [...many, product({ id: 99, name: 'Linen' })];
    expect(find(items, 'linen', 8)[0].id).toBe(99);
  });
});

describe('search engine: brands', () => {
  const items = [
    product({ id: 1, name: 'Crew Tee', brand: 'NORTE' }),
    product({ id: 2, name: 'Chelsea Boots', brand: 'NORTHBAY' }),
    product({ id: 3, name: 'Slim Jeans', brand: 'NORTE' }),
    product({ id: 4, name: 'Tote Bag' }),
  ];

  it("finds a brand's items by its name, and only that brand's", () => {
    expect(find(items, 'norte').map((p) => p.id)).toEqual([1, 3]);
    expect(find(items, 'Norte slim').map((p) => p.id)).toEqual([3]);
    expect(find(items, 'northbay').map((p) => p.id)).toEqual([2]);
  });

  it('corrects a typo in a brand name like any other word', () => {
    expect(find(items, 'nrote').map((p) => p.id)).toEqual([1, 3]);
  });
});
