import { describe, it, expect } from 'vitest';
import { countText } from '@/lib/listing/counts';

const state = { loading: false, searching: false, total: 12, hasSearch: false };

describe('count text (spec: Outlet page)', () => {
  it("says 'Loading...' while loading, before anything else", () => {
    expect(countText({ ...state, loading: true, searching: true, hasSearch: true })).toBe('Loading...');
  });

  it("says 'Searching...' while a search runs", () => {
    expect(countText({ ...state, searching: true, hasSearch: true })).toBe('Searching...');
  });

  it("says 'N search results' when a search term is active", () => {
    expect(countText({ ...state, hasSearch: true })).toBe('12 search results');
    expect(countText({ ...state, hasSearch: true, total: 0 })).toBe('0 search results');
  });

  it("says 'N items found' otherwise", () => {
    expect(countText(state)).toBe('12 items found');
    expect(countText({ ...state, total: 1 })).toBe('1 items found');
  });
});
