import { describe, it, expect } from 'vitest';
import { normaliseSizeLabel, parseSizes } from '@/lib/size-label';

describe('size labels are normalised (spec data rule)', () => {
  it.each([
    ['Extra Small', 'XS'],
    ['Small', 'S'],
    ['Medium', 'M'],
    ['Large', 'L'],
    ['Extra Large', 'XL'],
    ['XXL', '2XL'],
    ['XXXL', '3XL'],
    ['2-3Y', '2-3'],
    ['0-0Y', '0'],
    ['5 YEAR', '5'],
  ])('%s to %s', (raw, label) => {
    expect(normaliseSizeLabel(raw)).toBe(label);
  });

  it('is case-insensitive and trims', () => {
    expect(normaliseSizeLabel('  extra  SMALL ')).toBe('XS');
    expect(normaliseSizeLabel('medium')).toBe('M');
    expect(normaliseSizeLabel('xxl')).toBe('2XL');
    expect(normaliseSizeLabel('11-12y')).toBe('11-12');
    expect(normaliseSizeLabel('5 years')).toBe('5');
  });

  it('keeps labels it does not know', () => {
    expect(normaliseSizeLabel('XL')).toBe('XL');
    expect(normaliseSizeLabel('32')).toBe('32');
    expect(normaliseSizeLabel('ONE SIZE')).toBe('ONE SIZE');
    expect(normaliseSizeLabel('')).toBe('');
  });
});

describe('sizes split on a tab character (spec data rule)', () => {
  it('splits the ERP tab-separated string and normalises each label', () => {
    expect(parseSizes('Small\tMedium\tLarge')).toEqual(['S', 'M', 'L']);
  });

  it('accepts a JSON array and a comma-separated string (spec entity: array or comma/tab string)', () => {
    expect(parseSizes(['S', 'M', 'Extra Large'])).toEqual(['S', 'M', 'XL']);
    expect(parseSizes('2-3Y, 4-5Y')).toEqual(['2-3', '4-5']);
    expect(parseSizes([38, 40])).toEqual(['38', '40']);
  });

  it('drops empties and repeats, keeping the order', () => {
    expect(parseSizes('Medium\t\tSmall\tM\t ')).toEqual(['M', 'S']);
  });

  it('gives no sizes for one-size items and garbage', () => {
    expect(parseSizes([])).toEqual([]);
    expect(parseSizes('')).toEqual([]);
    expect(parseSizes(null)).toEqual([]);
    expect(parseSizes(42)).toEqual([]);
    expect(parseSizes([null, {}, ''])).toEqual([]);
  });
});
