import { describe, it, expect } from 'vitest';
import { compareSizes } from '@/lib/listing/size-order';

describe('size order in the filter', () => {
  it('letters small to large, numbers ascending, ages, then others by name', () => {
    const sizes = ['ONE SIZE', '10-11', '32', '3XL', 'M', '2-3', '28', 'XS', '2XL', 'L', 'S', 'XL', '9', 'A'];
    expect([...sizes].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      '3XL',
      '9',
      '28',
      '32',
      '2-3',
      '10-11',
      'A',
      'ONE SIZE',
    ]);
  });

  it('is case-insensitive for letter sizes', () => {
    expect(compareSizes('xl', 'M')).toBeGreaterThan(0);
    expect(compareSizes('m', 'M')).toBe(0);
  });
});
