import { describe, it, expect } from 'vitest';
import { matchesSearch, searchProducts } from '@/lib/listing/search';
import { ids, product } from './factory';

const shirt = product({ id: 1, name: 'Oxford Shirt', code: 'M-501', collection: 'Summer Linen', colours: ['Sky Blue'] });
const jeans = product({ id: 2, name: 'Slim Jeans', code: 'M-777', collection: 'Denim', colours: ['Indigo'] });

describe('search: case-insensitive substring over name, code, collection and colour names', () => {
  it.each([
    ['oxford', true],
    ['OXFORD SH', true],
    ['m-50', true],
    ['linen', true],
    ['sky', true],
    ['SKY BLUE', true],
    ['jeans', false],
    ['summer denim', false],
  ])('%s → %s', (term, expected) => {
    expect(matchesSearch(shirt, term)).toBe(expected);
  });

  it('matches the ERP colour name as well as the label', () => {
    const p = { ...shirt, colours: [{ id: 1, code: 'X', name: 'AZZURRO', label: 'Sky Blue', hex: null }] };
    expect(matchesSearch(p, 'azzur')).toBe(true);
  });

  it('does not search other fields', () => {
    const p = { ...shirt, notes: { details: 'cotton', sizeFit: '', compositionCare: '' }, bookmark: 'cotton' };
    expect(matchesSearch(p, 'cotton')).toBe(false);
  });

  it('treats a blank term as no search and keeps the order', () => {
    expect(ids(searchProducts([jeans, shirt], '  '))).toEqual([2, 1]);
    expect(ids(searchProducts([jeans, shirt], ' m-7 '))).toEqual([2]);
  });
});
