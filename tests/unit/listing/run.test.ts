import { describe, it, expect } from 'vitest';
import { parseListingQuery, type ListingQuery } from '@/lib/listing/query';
import { runListing } from '@/lib/listing/run';
import { ids, product } from './factory';

// 20 products: ids 1..20, odd ids red, even ids black, price 1000 × id cents (€10 … €200).
const scope = Array.from({ length: 20 }, (_, i) =>
  product({
    id: i + 1,
    name: i < 10 ? `Linen Shirt ${i + 1}` : `Tee ${i + 1}`,
    colours: [i % 2 ? 'Black' : 'Red'],
    price: (i + 1) * 1000,
  }),
);
const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...parseListingQuery({}), ...over });

describe('runListing: search → filters → sort → page', () => {
  it('pages the whole scope in relevance order by default', () => {
    const result = runListing(scope, parseListingQuery({}), { bands: 'standard' });
    expect(ids(result.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result).toMatchObject({ total: 20, pageCount: 3, page: 1 });
  });

  it('searches, filters and sorts before paging', () => {
    const result = runListing(scope, q({ search: 'linen', color: ['Red'], sort: 'latest' }), {
      bands: 'standard',
    });
    expect(ids(result.items)).toEqual([9, 7, 5, 3, 1]);
    expect(result).toMatchObject({ total: 5, pageCount: 1, page: 1 });
  });

  it('gives a later page and clamps past the last', () => {
    expect(ids(runListing(scope, q({ page: 3 }), { bands: 'standard' }).items)).toEqual([17, 18, 19, 20]);
    const past = runListing(scope, q({ page: 9, sort: 'price-desc' }), { bands: 'standard' });
    expect(past.page).toBe(3);
    expect(ids(past.items)).toEqual([4, 3, 2, 1]);
  });

  it('filters by price band with the page’s edges', () => {
    const standard = runListing(scope, q({ price: ['under-50'] }), { bands: 'standard' });
    const inclusive = runListing(scope, q({ price: ['under-50'] }), { bands: 'inclusive' });
    expect(standard.total).toBe(4);
    expect(inclusive.total).toBe(5);
  });

  it('offers the bands of the whole scope and returns facets', () => {
    const result = runListing(scope, q({ search: 'zzz' }), { bands: 'standard' });
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
    expect(result.offeredBands.map((b) => b.label)).toEqual([
      'Under €50',
      '€50 - €100',
      '€100 - €200',
      'Over €200',
    ]);
    expect(result.facets.color.every((o) => o.disabled)).toBe(true);
  });

  it('honours another page size', () => {
    expect(runListing(scope, parseListingQuery({}), { bands: 'standard', perPage: 5 }).pageCount).toBe(4);
  });
});
