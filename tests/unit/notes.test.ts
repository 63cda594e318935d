import { describe, it, expect } from 'vitest';
import { parseProductNotes } from '@/server/erp/transforms/notes';

describe("notes sections (spec: headed 'Product Details:', 'Size & Fit:' and 'Composition & Care:')", () => {
  it('splits the three sections', () => {
    expect(
      parseProductNotes(
        'Product Details: Five-pocket slim jeans.\nSize & Fit: Slim fit, true to size.\nComposition & Care: 98% cotton. Machine wash 30°.',
      ),
    ).toEqual({
      details: 'Five-pocket slim jeans.',
      sizeFit: 'Slim fit, true to size.',
      compositionCare: '98% cotton. Machine wash 30°.',
    });
  });

  it('keeps multi-line sections, in any order and heading case, with CRLF line ends', () => {
    expect(
      parseProductNotes('COMPOSITION & CARE:\r\nCotton\r\nWash cold\r\nproduct details: Soft tee'),
    ).toEqual({ details: 'Soft tee', sizeFit: '', compositionCare: 'Cotton\nWash cold' });
  });

  it('gives text before any heading to the details', () => {
    expect(parseProductNotes('A classic.\nSize & Fit: Regular')).toEqual({
      details: 'A classic.',
      sizeFit: 'Regular',
      compositionCare: '',
    });
    expect(parseProductNotes('Just a description')).toEqual({
      details: 'Just a description',
      sizeFit: '',
      compositionCare: '',
    });
  });

  it('gives empty sections for missing notes', () => {
    const empty = { details: '', sizeFit: '', compositionCare: '' };
    expect(parseProductNotes(null)).toEqual(empty);
    expect(parseProductNotes('')).toEqual(empty);
  });
});
