import { describe, expect, it } from 'vitest';
import { alternativesOf, search } from '@/lib/search/engine';
import { buildSearchIndex } from '@/lib/search/search-index';
import { SEARCH_SYNONYMS, synonymKey } from '@/lib/search/synonyms';
import { product } from '../listing/factory';

const catalogue = [
  product({ id: 1, name: 'Essential Crew Neck T-Shirt' }),
  product({ id: 2, name: 'Floral Midi Dress' }),
  product({ id: 3, name: 'Skinny Stretch Jeans' }),
  product({ id: 4, name: 'Puffer Jacket' }),
  product({ id: 5, name: 'Linen Blouse' }),
  product({ id: 6, name: 'Merino Cardigan' }),
  product({ id: 7, name: 'Leather Belt' }),
  product({ id: 8, name: 'Chambray Overshirt' }),
];
const index = buildSearchIndex(catalogue);
const ids = (term: string) => search(index, term).map((p) => p.id);

describe('search synonyms (spec: the suggested terms map to related words)', () => {
  it('covers exactly the spec keys', () => {
    expect(Object.keys(SEARCH_SYNONYMS).sort()).toEqual([
      'accessory',
      'denim',
      'dress',
      'jacket',
      'jeans',
      'shirt',
      'sweater',
      'tshirt',
    ]);
  });

  it.each([
    ['tshirt', [1]],
    ['denim', [3, 8]],
    ['jacket', [4]],
    ['shirt', [1, 8, 5]],
    ['sweater', [6]],
    ['jeans', [3]],
    ['accessory', [7]],
    ['dress', [2]],
  ])('"%s" finds %j', (term, expected) => {
    expect(ids(term)).toEqual(expected);
  });

  it('suggestion labels and plurals name the same key', () => {
    expect(synonymKey('t-shirts')).toBe('tshirt');
    expect(synonymKey('dresses')).toBe('dress');
    expect(synonymKey('accessories')).toBe('accessory');
    expect(synonymKey('jackets')).toBe('jacket');
    expect(synonymKey('linen')).toBeNull();
  });

  it('a term outside the map gets no related words', () => {
    expect(alternativesOf('linen')).toEqual(['linen']);
  });
});
