import { describe, expect, it } from 'vitest';
import { filterChips } from '@/lib/listing/filter-chips';
import { listingHref } from '@/lib/listing/href';
import { q, resultFor } from '../components/listing/helpers';

describe('filterChips', () => {
  it('is empty without filters', () => {
    expect(filterChips(q({ search: 'tee', sort: 'latest' }))).toEqual([]);
  });

  it('lists every applied option in group order, named as the filter list names it', () => {
    const query = q({ price: ['under-50'], color: ['navy'], size: ['S', 'L'], page: 3 });
    const chips = filterChips(query, resultFor(query).facets);
    expect(chips.map((c) => [c.group, c.label])).toEqual([
      ['size', 'S'],
      ['size', 'L'],
      ['color', 'Navy'],
      ['price', 'Under €50'],
    ]);
  });

  it('leads each chip to the same state without it, on page 1, search and sort kept', () => {
    const query = q({ size: ['M', 'L'], color: ['Navy'], search: 'tee', sort: 'latest', page: 2 });
    const hrefs = filterChips(query).map((c) => listingHref('/outlet', c.without));
    expect(hrefs).toEqual([
      '/outlet?search=tee&size=L&color=Navy&sort=latest',
      '/outlet?search=tee&size=M&color=Navy&sort=latest',
      '/outlet?search=tee&size=M&size=L&sort=latest',
    ]);
  });

  it('falls back to the value when the facets do not know it', () => {
    expect(filterChips(q({ category: ['Slim'] }))[0].label).toBe('Slim');
  });
});
