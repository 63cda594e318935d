import { describe, expect, it } from 'vitest';
import { nextConfig } from '@/next.config';
import { IMAGE_QUALITY, IMAGE_WIDTHS, optimisedImageUrl, responsiveImage } from '@/lib/image-url';

describe('responsive image URLs over the Next optimizer', () => {
  it('only asks for widths next.config allows (the optimizer refuses others with 400)', () => {
    const allowed = new Set([...nextConfig.images.deviceSizes, ...nextConfig.images.imageSizes]);
    for (const w of IMAGE_WIDTHS) expect(allowed.has(w)).toBe(true);
  });

  it('allows the optimizer only the variants the shop asks for, so made-up ones cannot fill its cache', () => {
    const { deviceSizes, imageSizes, qualities, localPatterns } = nextConfig.images;
    // The bag's thumbnail (components/cart/cart-line.tsx) asks for 128 and 256.
    expect([...imageSizes, ...deviceSizes].sort((a, b) => a - b)).toEqual([128, ...IMAGE_WIDTHS]);
    expect(qualities).toEqual([IMAGE_QUALITY]);
    // A source with a query string is refused: one image, one cache entry per variant.
    for (const pattern of localPatterns) expect(pattern.search).toBe('');
  });

  it('encodes the source path and lists every width in the srcset', () => {
    expect(optimisedImageUrl('/media/item/5/A1_BLK_1.jpg', 640)).toBe(
      '/_next/image?url=%2Fmedia%2Fitem%2F5%2FA1_BLK_1.jpg&w=640&q=75',
    );
    const image = responsiveImage('/hero/fallback-1.jpg');
    expect(image.src).toContain('w=828');
    expect(image.srcSet.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(image.srcSet).toMatch(/&w=1600&q=75 1600w$/);
  });

  it('leaves out the widths above maxWidth', () => {
    const image = responsiveImage('/media/items/A_1.jpg', 1080);
    expect(image.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '256w',
      '384w',
      '640w',
      '828w',
      '1080w',
    ]);
    expect(image.src).toContain('w=828');
    expect(responsiveImage('/a.jpg', 640).src).toContain('w=640');
  });
});
