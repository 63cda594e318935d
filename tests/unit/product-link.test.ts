import { describe, it, expect } from 'vitest';
import { productLink } from '@/lib/product-link';

describe('product link (spec: /{gender}/{category}/product/{id} when gender and category are known, else /product/{id})', () => {
  it('links under the gender and category when both are known', () => {
    expect(productLink({ id: 5001, gender: 'men', category: { id: 1012, name: 'Slim' } })).toBe(
      '/men/1012/product/5001',
    );
    expect(productLink({ id: 7, gender: 'women', category: { id: 3, name: 'Dresses' } })).toBe(
      '/women/3/product/7',
    );
  });

  it('falls back to /product/{id} when either is unknown', () => {
    expect(productLink({ id: 5001, gender: null, category: { id: 1012, name: 'Slim' } })).toBe(
      '/product/5001',
    );
    expect(productLink({ id: 5001, gender: 'men', category: null })).toBe('/product/5001');
  });
});
