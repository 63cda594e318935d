import { describe, it, expect } from 'vitest';
import { listingHref, scopeOf, toSearchParams } from '@/lib/listing/href';
import { SEARCH_MAX_LENGTH, parseListingQuery, type ListingQuery } from '@/lib/listing/query';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));
const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...parseListingQuery({}), ...over });

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({
      category: [],
      size: [],
      color: [],
      price: [],
      sort: 'relevance',
      page: 1,
      search: '',
    });
  });

  it('reads every key', () => {
    expect(parse('category=Dresses&size=M&color=Red&price=50-100&sort=latest&page=3&search=linen')).toEqual({
      category: ['Dresses'],
      size: ['M'],
      color: ['Red'],
      price: ['50-100'],
      sort: 'latest',
      page: 3,
      search: 'linen',
    });
  });

  it('accepts repeated keys and comma lists alike, de-duplicated', () => {
    expect(parse('size=M&size=L').size).toEqual(['M', 'L']);
    expect(parse('size=M,L').size).toEqual(['M', 'L']);
    expect(parse('size=M,L&size=m&size=L').size).toEqual(['M', 'L']);
    expect(parse('color=Red,red,RED').color).toEqual(['Red']);
    expect(parse('category=T-Shirts&category=tshirt').category).toEqual(['T-Shirts']);
  });

  it('puts selections in one canonical order', () => {
    expect(parse('size=XL,30,S,2-3,28,M').size).toEqual(['S', 'M', 'XL', '28', '30', '2-3']);
    expect(parse('price=over-200,under-50').price).toEqual(['under-50', 'over-200']);
    expect(parse('color=Red,Black').color).toEqual(['Black', 'Red']);
  });

  it('drops unknown and blank values', () => {
    expect(parse('price=cheap,50-100,&sort=random').price).toEqual(['50-100']);
    expect(parse('sort=random').sort).toBe('relevance');
    expect(parse('size=,%20,M').size).toEqual(['M']);
    expect(parse(`color=${'x'.repeat(200)}`).color).toEqual([]);
  });

  it.each([
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['', 1],
    ['2.7', 2],
    ['5', 5],
    ['99999999', 10000],
  ])('page %s becomes %i', (raw, page) => {
    expect(parse(`page=${raw}`).page).toBe(page);
  });

  it('trims the search and caps it at 100 characters', () => {
    expect(parse('search=%20%20linen%20shirt%20').search).toBe('linen shirt');
    const long = parse(`search=${'a'.repeat(150)}`).search;
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(long).toHaveLength(100);
  });

  it("reads Next's searchParams record (arrays and missing keys)", () => {
    expect(
      parseListingQuery({
        size: ['M', 'S,L'],
        sort: ['price-asc', 'latest'],
        page: undefined,
        search: 'tee',
      }),
    ).toEqual(q({ size: ['S', 'M', 'L'], sort: 'price-asc', search: 'tee' }));
  });
});

describe('canonical URLs: one state, one URL', () => {
  it('leaves every default out', () => {
    expect(listingHref('/outlet', parseListingQuery({}))).toBe('/outlet');
    expect(listingHref('/outlet', q({ sort: 'relevance', page: 1 }))).toBe('/outlet');
  });

  it('writes keys in a stable order with repeated keys', () => {
    const query = q({
      page: 2,
      sort: 'price-desc',
      price: ['under-50'],
      color: ['Red'],
      size: ['M', 'L'],
      category: ['Dresses'],
      search: 'midi dress',
    });
    expect(listingHref('/products', query)).toBe(
      '/products?search=midi+dress&category=Dresses&size=M&size=L&color=Red&price=under-50&sort=price-desc&page=2',
    );
  });

  it('gives the same URL for the same state however it was selected', () => {
    expect(listingHref('/p', q({ size: ['L', 'M', 'm'] }))).toBe(listingHref('/p', q({ size: ['M', 'L'] })));
  });

  it('keeps the scope keys first and drops other keys of the base', () => {
    const base = new URLSearchParams('gender=men&utm=x&type=12&size=S&brand=4');
    expect(toSearchParams(q({ size: ['M'] }), base).toString()).toBe('type=12&gender=men&brand=4&size=M');
    expect(listingHref('/products', parseListingQuery({}), { gender: 'women', type: '3' })).toBe(
      '/products?type=3&gender=women',
    );
    expect(scopeOf({ brand: ['7', '8'], gender: ' ' })).toEqual({ brand: '7' });
  });

  it.each([
    '',
    'size=M',
    'category=T-Shirts&category=Wide+Leg&color=Navy&price=50-100&price=over-200',
    'search=linen+shirt&sort=latest&page=4',
    'search=caf%C3%A9+%26+co&size=2-3&size=XS',
  ])('parse → href → parse is the identity (%s)', (qs) => {
    const first = parse(qs);
    const href = listingHref('/x', first);
    const again = parse(href.split('?')[1] ?? '');
    expect(again).toEqual(first);
    expect(listingHref('/x', again)).toBe(href);
  });

  it('turns garbage into the canonical URL of what survives', () => {
    const query = parse('price=nope&sort=nope&page=-1&size=M,,M&search=%20&color=');
    expect(listingHref('/outlet', query)).toBe('/outlet?size=M');
  });
});
