import { describe, it, expect } from 'vitest';
import {
  clearFilters,
  hasActiveFilters,
  isSelected,
  selectedCount,
  withPage,
  withSearch,
} from '@/lib/listing/query-actions';
import { busyQuery, q } from '../components/listing/helpers';

const busy = busyQuery();

describe('isSelected and selectedCount', () => {
  it('knows what is selected, whatever its case or spelling', () => {
    expect(isSelected(busy, 'color', 'red')).toBe(true);
    expect(isSelected(busy, 'size', 'm')).toBe(true);
    expect(isSelected(q({ category: ['T-Shirts'] }), 'category', 'tshirt')).toBe(true);
    expect(isSelected(busy, 'color', 'Blue')).toBe(false);
    expect(selectedCount(q({ size: ['M', 'S'] }), 'size')).toBe(2);
  });
});

describe('clearFilters: clear all empties every group', () => {
  it('keeps search and sort and goes to page 1', () => {
    expect(clearFilters(busy)).toEqual(q({ sort: 'latest', search: 'midi' }));
    expect(hasActiveFilters(busy)).toBe(true);
    expect(hasActiveFilters(clearFilters(busy))).toBe(false);
  });
});

describe('page and search changes', () => {
  it('withPage sets a whole page of at least 1', () => {
    expect(withPage(busy, 7).page).toBe(7);
    expect(withPage(busy, 0).page).toBe(1);
    expect(withPage(busy, 2.5).page).toBe(2);
  });

  it('withSearch goes back to page 1', () => {
    expect(withSearch(busy, '  linen ')).toMatchObject({ search: 'linen', page: 1, color: ['Red'] });
  });
});
