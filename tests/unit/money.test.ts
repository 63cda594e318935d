import { describe, it, expect } from 'vitest';
import { formatMoney } from '@/lib/money';

describe('money formatting (spec: prices are shown with 2 decimals, in euros)', () => {
  it('formats cents as euros with 2 decimals', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(300, 'en')).toBe('€3.00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(5, 'en')).toBe('€0.05');
  });

  it('groups thousands and signs negatives', () => {
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(-1250, 'en')).toBe('-€12.50');
  });

  it('writes Greek prices the Greek way: comma decimals, point thousands, the sign after', () => {
    expect(formatMoney(2990, 'el')).toBe('29,90\u00a0€');
    expect(formatMoney(123450, 'el')).toBe('1.234,50\u00a0€');
  });
});
