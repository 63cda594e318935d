import { describe, it, expect } from 'vitest';
import type { CategoryRow } from '@/server/erp/schemas';
import { buildCategories, toMainCategory, toSubcategory } from '@/server/erp/transforms/category';

const row = (over: Partial<CategoryRow> & { $$position: number; name: string }): CategoryRow => ({
  webname: null,
  type: 'UOMO',
  $type: 1,
  parent: null,
  $parent: null,
  bookmark: null,
  ...over,
});

describe('main categories from type records (spec: labels ACCESSORIES / CLOTHING, gender from UOMO / DONNA)', () => {
  it('maps a type row with its form-feed attachments to media URLs', () => {
    expect(
      toMainCategory({
        $$position: 1,
        $$record: 1,
        name: 'UOMO',
        bookmark: 'uomo',
        $$attachments: 'type_1.jpg\ftype_1_b.jpg',
      }),
    ).toEqual({
      id: 1,
      name: 'UOMO',
      label: 'CLOTHING',
      gender: 'men',
      images: ['/media/type/1/type_1.jpg', '/media/type/1/type_1_b.jpg'],
    });
  });

  it('labels accessories and gives no images without attachments', () => {
    const acc = toMainCategory({ $$position: 4, name: 'ACC DONNA' });
    expect(acc).toMatchObject({ label: 'ACCESSORIES', gender: 'women', images: [] });
  });
});

describe('subcategories (spec: link /{gender}/{id})', () => {
  it('links under the gender read from the name', () => {
    expect(
      toSubcategory(row({ $$position: 1012, name: 'Slim UOMO', webname: 'Slim', $parent: 105 })),
    ).toEqual({
      id: 1012,
      name: 'Slim',
      parentId: 105,
      gender: 'men',
      link: '/men/1012',
    });
  });

  it("takes the type's gender when the name has none, and links to /products without a gender", () => {
    expect(toSubcategory(row({ $$position: 9, name: 'SALE', type: 'DONNA', $parent: 1 })).link).toBe(
      '/women/9',
    );
    expect(toSubcategory(row({ $$position: 9, name: 'SALE', type: 'brand', $parent: 1 })).link).toBe(
      '/products?category=9',
    );
  });
});

describe('category tree (spec: categories sorted by id; subcategories whose webname is hide are omitted)', () => {
  const rows = [
    row({ $$position: 1013, name: 'Wide UOMO', webname: 'hide', $parent: 105 }),
    row({
      $$position: 201,
      name: 'T-SHIRTS girls',
      type: 'JUNIOR DONNA',
      $type: 6,
      bookmark: 't-shirts-girls',
    }),
    row({ $$position: 1012, name: 'Slim UOMO', webname: 'Slim', $parent: 105 }),
    row({ $$position: 105, name: 'JEANS UOMO', webname: 'Jeans', bookmark: 'jeans-uomo' }),
    row({ $$position: 1011, name: 'Straight UOMO', $parent: 105 }),
    row({ $$position: 150, name: 'OLD UOMO', webname: 'hide' }),
  ];

  it('nests subcategories under their parent, sorted by id, without hidden ones', () => {
    const categories = buildCategories(rows);
    expect(categories.map((c) => c.id)).toEqual([105, 201]);
    expect(categories[0]).toMatchObject({ name: 'Jeans', typeId: 1, gender: 'men', bookmark: 'jeans-uomo' });
    expect(categories[0].subcategories.map((s) => [s.id, s.name])).toEqual([
      [1011, 'Straight'],
      [1012, 'Slim'],
    ]);
    expect(categories[1]).toMatchObject({ name: 'T-SHIRTS', gender: 'women', typeId: 6, subcategories: [] });
  });

  it("keeps a hidden subcategory's id on its parent only (its items are the parent's)", () => {
    const [jeans, tees] = buildCategories(rows);
    expect(jeans.hiddenSubcategoryIds).toEqual([1013]);
    expect(tees.hiddenSubcategoryIds).toBeUndefined();
  });

  it('gives an empty tree for no rows', () => {
    expect(buildCategories([])).toEqual([]);
  });
});
