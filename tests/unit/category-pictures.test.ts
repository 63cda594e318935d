import { describe, expect, it } from 'vitest';
import { categoryPictures } from '@/lib/category-pictures';
import type { Category } from '@/lib/types';

const category = (id: number, subs: number[]): Category => ({
  id,
  name: `C${id}`,
  typeId: 1,
  gender: 'men',
  bookmark: '',
  subcategories: subs.map((s) => ({ id: s, name: `S${s}`, parentId: id, gender: 'men', link: '' })),
});
const product = (categoryId: number, gender: 'men' | 'women' | null, url?: string) => ({
  gender,
  category: { id: categoryId, name: '' },
  images: url ? [{ url, colour: 'BLK', index: 1 }] : [],
});

describe('categoryPictures', () => {
  it("takes the first picture of a category's (or its subcategories') products of the gender", () => {
    const pictures = categoryPictures(
      [category(10, [11, 12]), category(20, []), category(30, [])],
      [
        product(11, 'women', '/w.jpg'),
        product(12, 'men'),
        product(12, 'men', '/m12.jpg'),
        product(11, 'men', '/m11.jpg'),
        product(20, null, '/unisex.jpg'),
      ],
      'men',
    );
    expect([...pictures]).toEqual([
      [10, '/m12.jpg'],
      [20, '/unisex.jpg'],
    ]);
  });
});
