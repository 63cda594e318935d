import { describe, it, expect } from 'vitest';
import {
  clearFilters,
  hasActiveFilters,
  isSelected,
  selectedCount,
  toggleOption,
  withPage,
  withSearch,
  withSort,
} from '@/lib/listing/query-actions';
import { emptyQuery, type ListingQuery } from '@/lib/listing/query';

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...emptyQuery(), ...over });
const busy = q({
  category: ['Dresses'],
  size: ['M'],
  color: ['Red'],
  price: ['under-50'],
  sort: 'latest',
  page: 4,
  search: 'midi',
});

describe('toggleOption: filters toggle per option', () => {
  it('turns an option on and resets the page to 1', () => {
    const next = toggleOption(busy, 'size', 'L');
    expect(next.size).toEqual(['M', 'L']);
    expect(next.page).toBe(1);
    expect(next.sort).toBe('latest');
    expect(next.search).toBe('midi');
  });

  it('turns a selected option off, whatever its case or spelling', () => {
    expect(toggleOption(busy, 'size', 'm').size).toEqual([]);
    expect(toggleOption(busy, 'color', 'RED').color).toEqual([]);
    expect(toggleOption(q({ category: ['T-Shirts'] }), 'category', 'tshirt').category).toEqual([]);
    expect(toggleOption(busy, 'price', 'under-50').price).toEqual([]);
  });

  it('ignores a price that is not a band, without changing the page', () => {
    const next = toggleOption(busy, 'price', 'cheap');
    expect(next.price).toEqual(['under-50']);
    expect(next.page).toBe(4);
  });

  it('does not change its input', () => {
    toggleOption(busy, 'size', 'L');
    expect(busy.size).toEqual(['M']);
  });

  it('knows what is selected', () => {
    expect(isSelected(busy, 'color', 'red')).toBe(true);
    expect(isSelected(busy, 'color', 'Blue')).toBe(false);
    expect(selectedCount(toggleOption(busy, 'size', 'S'), 'size')).toBe(2);
  });
});

describe('clearFilters: clear all empties every group', () => {
  it('keeps search and sort and goes to page 1', () => {
    expect(clearFilters(busy)).toEqual(q({ sort: 'latest', search: 'midi' }));
    expect(hasActiveFilters(busy)).toBe(true);
    expect(hasActiveFilters(clearFilters(busy))).toBe(false);
  });
});

describe('page, sort and search changes', () => {
  it('withPage sets a whole page of at least 1', () => {
    expect(withPage(busy, 7).page).toBe(7);
    expect(withPage(busy, 0).page).toBe(1);
    expect(withPage(busy, 2.5).page).toBe(2);
  });

  it('withSort goes back to page 1', () => {
    expect(withSort(busy, 'price-asc')).toMatchObject({ sort: 'price-asc', page: 1, size: ['M'] });
  });

  it('withSearch goes back to page 1 by default', () => {
    expect(withSearch(busy, '  linen ')).toMatchObject({ search: 'linen', page: 1, color: ['Red'] });
  });

  it('on the outlet a search change does not reset the page', () => {
    expect(withSearch(busy, 'linen', { resetPage: false })).toMatchObject({ search: 'linen', page: 4 });
  });
});
