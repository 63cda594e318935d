import { describe, expect, it } from 'vitest';
import { listingSeo, toMetadata, type ListingState } from '@/lib/seo/listing-seo';

const SITE = 'https://ruck.example';
const plain: ListingState = {
  pathname: '/products',
  scope: {},
  page: 1,
  filtered: false,
  searched: false,
  sorted: false,
};
const seo = (over: Partial<ListingState>) => listingSeo({ ...plain, ...over }, SITE);
const INDEX = { index: true, follow: true };
const NOINDEX = { index: false, follow: true };

describe('listing SEO policy', () => {
  it('indexes the unfiltered first page with a self canonical', () => {
    expect(seo({})).toEqual({ canonical: 'https://ruck.example/products', robots: INDEX });
    expect(seo({ pathname: '/men/category/12' }).canonical).toBe('https://ruck.example/men/category/12');
  });

  it('keeps scope parameters in a fixed order and drops unknown or empty ones', () => {
    const s = seo({ scope: { brand: '4', utm_source: 'x', gender: 'women', type: '', category: '9' } });
    expect(s).toEqual({ canonical: 'https://ruck.example/products?gender=women&brand=4', robots: INDEX });
  });

  it('indexes unfiltered pagination with a self-referencing canonical including page', () => {
    expect(seo({ page: 3, scope: { type: '2' } })).toEqual({
      canonical: 'https://ruck.example/products?type=2&page=3',
      robots: INDEX,
    });
  });

  it.each([
    ['a filter', { filtered: true }],
    ['a search term', { searched: true }],
    ['a non-default sort', { sorted: true }],
    ['a filter on page 4', { filtered: true, page: 4 }],
  ])('noindexes %s, canonical to the scope without page', (_name, over) => {
    expect(seo({ ...over, scope: { brand: '4' } })).toEqual({
      canonical: 'https://ruck.example/products?brand=4',
      robots: NOINDEX,
    });
  });

  it('treats page 1, 0 or a non-integer page as the first page', () => {
    for (const page of [1, 0, -2, 2.5, Number.NaN])
      expect(seo({ page }).canonical).toBe('https://ruck.example/products');
  });

  it('maps onto Next metadata fields', () => {
    expect(toMetadata(seo({ sorted: true }), 'en')).toEqual({
      alternates: {
        canonical: 'https://ruck.example/products',
        languages: {
          en: 'https://ruck.example/products',
          el: 'https://ruck.example/el/products',
          'x-default': 'https://ruck.example/products',
        },
      },
      robots: { index: false, follow: true },
    });
  });

  it('points a Greek page’s canonical at its own Greek address', () => {
    expect(toMetadata(seo({ page: 2 }), 'el').alternates?.canonical).toBe(
      'https://ruck.example/el/products?page=2',
    );
  });
});
