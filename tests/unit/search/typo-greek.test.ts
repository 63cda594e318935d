import { describe, expect, it } from 'vitest';
import { search } from '@/lib/search/engine';
import { greekToLatin } from '@/lib/search/greek';
import { fold } from '@/lib/search/normalise';
import { buildSearchIndex } from '@/lib/search/search-index';
import { closeWords, editDistance } from '@/lib/search/typo';
import { product } from '../listing/factory';

const catalogue = [
  product({ id: 1, name: 'Floral Midi Dress', colours: ['Black'] }),
  product({ id: 2, name: 'Slim Stretch Jeans', colours: ['Indigo'] }),
  product({ id: 3, name: 'Puffer Jacket', colours: ['Black'] }),
  product({ id: 4, name: 'Cargo Shorts', colours: ['Khaki'] }),
  product({ id: 5, name: 'Polo Shirt', colours: ['White'] }),
];
const index = buildSearchIndex(catalogue);
const ids = (term: string) => search(index, term).map((p) => p.id);

describe('typo tolerance (words of 4+ letters, only when nothing matches exactly)', () => {
  it.each([
    ['jaket', [3]],
    ['jakcet', [3]],
    ['florl', [1]],
    ['streych', [2]],
    ['puffre jacket', [3]],
  ])('"%s" finds %j', (term, expected) => {
    expect(ids(term)).toEqual(expected);
  });

  it('leaves words under 4 letters alone', () => {
    expect(ids('plo')).toEqual([]);
    expect(closeWords('plo', ['polo'])).toEqual([]);
  });

  it('does not dilute an exact match with near misses', () => {
    const items = [product({ id: 1, name: 'Slim Jeans' }), product({ id: 2, name: 'Slip Dress' })];
    expect(search(buildSearchIndex(items), 'slim').map((p) => p.id)).toEqual([1]);
  });

  it('allows one edit up to 7 letters and two from 8', () => {
    expect(editDistance('jacket', 'jakcet', 1)).toBe(1);
    expect(closeWords('jxckxt', ['jacket'])).toEqual([]);
    expect(closeWords('strxtxch', ['stretch'])).toEqual(['stretch']);
  });

  it('a nonsense word finds nothing', () => {
    expect(ids('xqzvw')).toEqual([]);
  });
});

describe('Greek queries', () => {
  it.each([
    ['φόρεμα', [1]],
    ['ΦΟΡΕΜΑΤΑ', [1]],
    ['τζιν', [2]],
    ['μπουφάν', [3]],
    ['πόλο', [5]],
    ['σλιμ', [2]],
    ['κάργκο', [4]],
    ['μαύρο φόρεμα', [1]],
  ])('"%s" finds %j', (term, expected) => {
    expect(ids(term)).toEqual(expected);
  });

  it('transliterates as it sounds and letter by letter', () => {
    expect(greekToLatin(fold('μπόμπερ'))).toEqual(['bober', 'mpomper']);
    expect(greekToLatin(fold('Τζιν'))).toEqual(['jin', 'tzin']);
  });
});
