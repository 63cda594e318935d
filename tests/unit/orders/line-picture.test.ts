import { describe, expect, it } from 'vitest';
import { linePicture } from '@/lib/orders/line-picture';
import type { Product } from '@/lib/types';

const product = {
  id: 7,
  gender: 'women',
  category: { id: 3, name: 'Dresses' },
  colours: [
    { id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: null },
    { id: 2, code: 'LIL', name: 'LILAC', label: 'Lilac', hex: null },
  ],
  images: [
    { url: '/media/item/7/D7_BLK_1.jpg', colour: 'BLK', index: 1 },
    { url: '/media/item/7/D7_LIL_1.jpg', colour: 'LIL', index: 1 },
  ],
} as unknown as Product;

describe("an order line's picture and link", () => {
  it("shows the product in the line's colour, by the ERP's name or the shop's label", () => {
    expect(linePicture(product, 'LILAC')).toEqual({
      href: '/women/3/product/7',
      image: '/media/item/7/D7_LIL_1.jpg',
    });
    expect(linePicture(product, 'Lilac').image).toBe('/media/item/7/D7_LIL_1.jpg');
  });

  it('falls back to the first picture, or none', () => {
    expect(linePicture(product, 'RED').image).toBe('/media/item/7/D7_BLK_1.jpg');
    expect(linePicture({ ...product, images: [] }, 'LILAC').image).toBeNull();
  });
});
