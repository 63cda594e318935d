import { describe, expect, it } from 'vitest';
import {
  fibreComposition,
  memoLines,
  needsEuResponsiblePerson,
  productIdentifier,
} from '@/lib/product-facts';

describe('product facts', () => {
  it('asks an EU responsible person of makers outside the EU only', () => {
    expect(needsEuResponsiblePerson('US')).toBe(true);
    expect(needsEuResponsiblePerson('gb')).toBe(true);
    expect(needsEuResponsiblePerson('IT')).toBe(false);
    expect(needsEuResponsiblePerson('cy')).toBe(false);
    // An unknown country is not guessed at.
    expect(needsEuResponsiblePerson('')).toBe(false);
  });

  it('reads memo lines, trimmed, without empty ones, whatever the line ends', () => {
    expect(memoLines(' Via Roma 14 \r\n\r\n20121 Milano\rItaly\n')).toEqual([
      'Via Roma 14',
      '20121 Milano',
      'Italy',
    ]);
    expect(memoLines(null)).toEqual([]);
  });

  it('takes the fibres out of a Composition & Care note, leaving the care out', () => {
    expect(fibreComposition('55% Linen, 45% Cotton. Machine wash at 30°C, warm iron.')).toBe(
      '55% Linen, 45% Cotton.',
    );
    expect(fibreComposition('Shell: 100% Polyamide. Lining: 100% Polyester. Do not tumble dry.')).toBe(
      'Shell: 100% Polyamide. Lining: 100% Polyester.',
    );
    expect(fibreComposition('Upper: suede. Sole: rubber. Brush clean.')).toBe('Upper: suede. Sole: rubber.');
    expect(fibreComposition('Machine wash at 30°C. 100% Cotton.')).toBe('');
    expect(fibreComposition('')).toBe('');
  });

  it('identifies a product by its code, with the barcode when there is one', () => {
    expect(productIdentifier('KB10001', '5200000050011')).toBe('KB10001 (EAN 5200000050011)');
    expect(productIdentifier('KB10001', '')).toBe('KB10001');
  });
});
