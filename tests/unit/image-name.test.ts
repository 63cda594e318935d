import { describe, it, expect } from 'vitest';
import { isItemImageName, parseItemImageName } from '@/lib/image-name';

describe('item images are accepted only as code_tag[_n].jpg|jpeg|png|webp (spec data rule)', () => {
  it('accepts the item code, an alphanumeric tag, an optional number and an image extension', () => {
    expect(isItemImageName('M10023_BLK_1.jpg', 'M10023')).toBe(true);
    expect(isItemImageName('M10023_BLK.jpeg', 'M10023')).toBe(true);
    expect(isItemImageName('M10023_ind2_12.png', 'M10023')).toBe(true);
    expect(isItemImageName('M10023_RED_3.webp', 'M10023')).toBe(true);
  });

  it('accepts the extension in any case', () => {
    expect(isItemImageName('M10023_BLK_1.JPG', 'M10023')).toBe(true);
    expect(isItemImageName('M10023_BLK_1.WebP', 'M10023')).toBe(true);
  });

  it('rejects other files, other items and broken names', () => {
    for (const name of [
      'M10023_sizechart.pdf',
      'M10023_BLK_1.gif',
      'M10024_BLK_1.jpg',
      'XM10023_BLK_1.jpg',
      'M10023-BLK-1.jpg',
      'M10023_.jpg',
      'M10023_BLK_x.jpg',
      'M10023_BLK_1_2.jpg',
      'M10023_BL-K_1.jpg',
      'M10023_BLK_1.jpg.exe',
      'M10023.jpg',
      '',
    ]) {
      expect(isItemImageName(name, 'M10023')).toBe(false);
    }
  });

  it('escapes the item code, so its characters are not read as a pattern', () => {
    expect(isItemImageName('A.1+_BLK_1.jpg', 'A.1+')).toBe(true);
    expect(isItemImageName('AX11_BLK_1.jpg', 'A.1+')).toBe(false);
    expect(isItemImageName('anything_BLK.jpg', '')).toBe(false);
  });

  it('parses the colour tag (upper case) and the index (0 without a suffix)', () => {
    expect(parseItemImageName('M10023_blk_2.jpg', 'M10023')).toEqual({ colour: 'BLK', index: 2 });
    expect(parseItemImageName('M10023_IND.webp', 'M10023')).toEqual({ colour: 'IND', index: 0 });
    expect(parseItemImageName('M10023_sizechart.pdf', 'M10023')).toBeNull();
  });
});
