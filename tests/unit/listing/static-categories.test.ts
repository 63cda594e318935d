import { describe, it, expect } from 'vitest';
import { categoryFilterGroups, groupOptions } from '@/lib/listing/static-categories';

describe('static category filter lists (spec: Product list)', () => {
  it('women: apparel and jeans, exactly', () => {
    expect(categoryFilterGroups('women')).toEqual([
      {
        heading: "Women's Apparel",
        options: ['T-Shirts', 'Tops', 'Dresses', 'Skirts', 'Jackets', 'Sweaters'],
      },
      {
        heading: "Women's Jeans",
        options: ['Slim', 'Straight', 'Relaxed', 'Skinny', 'Boyfriend', 'Wide Leg'],
      },
    ]);
  });

  it('men: apparel and jeans, exactly', () => {
    expect(categoryFilterGroups('men')).toEqual([
      { heading: "Men's Apparel", options: ['T-Shirts', 'Shirts', 'Sweaters', 'Hoodies', 'Jackets'] },
      { heading: "Men's Jeans", options: ['Slim', 'Straight', 'Relaxed', 'Skinny', 'Tapered'] },
    ]);
  });

  it('no gender: both lists merged without repeats', () => {
    expect(categoryFilterGroups(null)).toEqual([
      {
        heading: 'Apparel',
        options: ['T-Shirts', 'Tops', 'Dresses', 'Skirts', 'Jackets', 'Sweaters', 'Shirts', 'Hoodies'],
      },
      {
        heading: 'Jeans',
        options: ['Slim', 'Straight', 'Relaxed', 'Skinny', 'Boyfriend', 'Wide Leg', 'Tapered'],
      },
    ]);
  });

  it('flattens a gender’s options for the facet counts', () => {
    expect(groupOptions(categoryFilterGroups('men'))).toEqual([
      'T-Shirts',
      'Shirts',
      'Sweaters',
      'Hoodies',
      'Jackets',
      'Slim',
      'Straight',
      'Relaxed',
      'Skinny',
      'Tapered',
    ]);
  });

  it('returns copies the caller cannot use to change the lists', () => {
    categoryFilterGroups('women')[0].options.push('Hats');
    expect(categoryFilterGroups('women')[0].options).not.toContain('Hats');
  });
});
