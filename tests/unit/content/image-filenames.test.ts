import { describe, expect, it } from 'vitest';
import { FILENAME_MESSAGES, generateFilenames, parseImageCount } from '@/lib/image-filenames';

const request = (over: Partial<Parameters<typeof generateFilenames>[0]> = {}) =>
  generateFilenames({ product: 'M10023', colour: 'BLK', count: '3', extension: 'jpg', ...over });

describe('filename generator (spec section 5)', () => {
  it('names product_colour_index.extension for index 1 to count', () => {
    expect(request()).toEqual({
      ok: true,
      data: ['M10023_BLK_1.jpg', 'M10023_BLK_2.jpg', 'M10023_BLK_3.jpg'],
    });
    expect(request({ count: '1', extension: 'webp' })).toEqual({ ok: true, data: ['M10023_BLK_1.webp'] });
  });

  it('offers the four extensions, each accepted by the pattern', () => {
    for (const extension of ['jpg', 'jpeg', 'png', 'webp']) {
      expect(request({ count: '1', extension })).toEqual({ ok: true, data: [`M10023_BLK_1.${extension}`] });
    }
  });

  it("requires a product code: 'Product code is required.'", () => {
    expect(FILENAME_MESSAGES.productRequired).toBe('Product code is required.');
    expect(request({ product: '' })).toEqual({
      ok: false,
      error: { fields: { product: 'Product code is required.' } },
    });
    expect(request({ product: '   ' })).toEqual({
      ok: false,
      error: {
        fields: { product: 'Product code is required.' },
      },
    });
  });

  it("needs an alphanumeric colour code: 'Color code must be alphanumeric.'", () => {
    for (const colour of ['', 'BL-K', 'BL K', 'blk_1', 'é']) {
      expect(request({ colour })).toEqual({
        ok: false,
        error: {
          fields: { colour: 'Color code must be alphanumeric.' },
        },
      });
    }
    expect(request({ colour: 'ind2' }).ok).toBe(true);
  });

  it("needs 1 or more images: 'Number of images must be 1 or more.'", () => {
    for (const count of ['0', '-2']) {
      expect(request({ count })).toEqual({
        ok: false,
        error: {
          fields: { count: 'Number of images must be 1 or more.' },
        },
      });
    }
  });

  it('falls back to 1 for non-numeric input', () => {
    expect(parseImageCount('abc')).toBe(1);
    expect(parseImageCount('')).toBe(1);
    expect(parseImageCount(' 4 ')).toBe(4);
    expect(parseImageCount('2.5')).toBe(2);
    expect(request({ count: 'lots' })).toEqual({ ok: true, data: ['M10023_BLK_1.jpg'] });
  });

  it('caps the list at 100 names', () => {
    expect(request({ count: '100' }).ok).toBe(true);
    expect(request({ count: '101' })).toEqual({
      ok: false,
      error: {
        fields: { count: 'Number of images must be 100 or fewer.' },
      },
    });
  });

  it('reports every field at once', () => {
    expect(request({ product: '', colour: '!', count: '0' })).toEqual({
      ok: false,
      error: {
        fields: {
          product: FILENAME_MESSAGES.productRequired,
          colour: FILENAME_MESSAGES.colourAlphanumeric,
          count: FILENAME_MESSAGES.countMin,
        },
      },
    });
  });

  it('checks every name against the pattern and shows the spec message when one does not match', () => {
    expect(FILENAME_MESSAGES.patternMismatch).toBe(
      'Error: One or more generated filenames do not match the expected pattern.',
    );
    // A tampered extension (the select offers only the four) makes names the shop would refuse.
    expect(request({ extension: 'gif' })).toEqual({
      ok: false,
      error: {
        fields: {},
        patternError: FILENAME_MESSAGES.patternMismatch,
      },
    });
    expect(request({ extension: 'jpg.exe' })).toEqual({
      ok: false,
      error: {
        fields: {},
        patternError: FILENAME_MESSAGES.patternMismatch,
      },
    });
  });
});
