import { describe, expect, it } from 'vitest';
import { withCategoryParents } from '@/lib/category-parents';
import { assortmentCategoryGroups, MORE_CATEGORIES } from '@/lib/listing/category-options';
import { shownFacets } from '@/lib/listing/facets';
import { parseListingQuery } from '@/lib/listing/query';
import { runListing } from '@/lib/listing/run';
import { categoryFilterGroups, groupOptions } from '@/lib/listing/static-categories';
import type { Category } from '@/lib/types';
import { product } from './factory';

const sub = (id: number, name: string, parentId: number) => ({
  id,
  name,
  parentId,
  gender: null,
  link: `/men/${id}`,
});
const cat = (id: number, name: string, subs: [number, string][]): Category => ({
  id,
  name,
  typeId: 1,
  gender: 'men',
  bookmark: '',
  subcategories: subs.map(([s, n]) => sub(s, n, id)),
});
// A brand's assortment as the sandbox has it: apparel, jeans, shoes, bags, hats, belts, kids.
const tree = [
  cat(101, 'T-Shirts', [[1001, 'Crew Neck']]),
  cat(104, 'Jeans', [
    [1011, 'Slim'],
    [1015, 'Mom'],
  ]),
  cat(105, 'Knitwear', [
    [1021, 'Sweaters'],
    [1023, 'Cardigans'],
  ]),
  cat(108, 'Shoes', [[1031, 'Sneakers']]),
  cat(301, 'Bags', [[1041, 'Backpacks']]),
  cat(302, 'Hats', [[1051, 'Caps']]),
  cat(303, 'Belts', [[1061, 'Leather Belts']]),
  cat(501, "Boys' Jeans", [[1071, "Boys' Slim Jeans"]]),
];
const item = (id: number, category: string, categoryId: number) =>
  product({ id, category, categoryId, brand: 'NORTE' });
const brandItems = withCategoryParents(
  [
    item(1, 'Crew Neck', 1001),
    item(2, 'Crew Neck', 1001),
    item(3, 'Slim', 1011),
    item(4, 'Mom', 1015),
    item(5, 'Sweaters', 1021),
    item(6, 'Cardigans', 1023),
    item(7, 'Sneakers', 1031),
    item(8, 'Sneakers', 1031),
    item(9, 'Backpacks', 1041),
    item(10, 'Caps', 1051),
    item(11, 'Leather Belts', 1061),
    item(12, "Boys' Slim Jeans", 1071),
  ],
  tree,
);
const groups = assortmentCategoryGroups(categoryFilterGroups(null), brandItems);
const run = (query: string) =>
  runListing(brandItems, parseListingQuery(new URLSearchParams(query)), {
    bands: 'standard',
    categoryOptions: groupOptions(groups),
  });

describe('the CATEGORY filter covers the whole assortment of its page', () => {
  it('keeps the spec lists first, puts an item beside its siblings, and a department under More', () => {
    expect(
      groups.map((g) => [
        g.heading,
        g.options.filter((o) => !categoryFilterGroups(null).some((s) => s.options.includes(o))),
      ]),
    ).toEqual([
      ['Apparel', ['Cardigans']],
      ['Jeans', ['Mom']],
      [MORE_CATEGORIES, ['Bags', 'Belts', "Boys' Jeans", 'Hats', 'Shoes']],
    ]);
  });

  it("lists a department's items under its option, and a spec option by the item's parent", () => {
    const ids = (q: string) => run(q).items.map((p) => p.id);
    expect(ids('category=Shoes')).toEqual([7, 8]);
    expect(ids('category=T-Shirts')).toEqual([1, 2]);
    expect(ids('category=Mom')).toEqual([4]);
  });

  it('gives every item one option, so the options add up to the result count (with a search too)', () => {
    for (const query of ['', 'search=norte', 'search=norte&size=M']) {
      const result = run(query);
      const options = shownFacets(result.facets).category;
      expect(options.reduce((n, o) => n + o.count, 0)).toBe(result.total);
      expect(result.total).toBeGreaterThan(0);
    }
  });

  it("files an item of a hidden subcategory as 'Other Jeans': its own option, so the options add up", () => {
    const hidingTree = tree.map((c) => (c.id === 104 ? { ...c, hiddenSubcategoryIds: [1019] } : c));
    const items = withCategoryParents(
      [item(1, 'Slim', 1011), item(2, 'Samples', 1019), item(3, 'Samples', 1019)],
      hidingTree,
    );
    expect(items[1].category).toEqual({ id: 104, name: 'Other Jeans', parent: { id: 104, name: 'Jeans' } });
    const groups = assortmentCategoryGroups(categoryFilterGroups('men'), items);
    const options = groups.flatMap((g) => g.options);
    expect(groups.find((g) => g.options.includes('Other Jeans'))?.heading).toBe("Men's Jeans");
    expect(options.join()).not.toMatch(/Samples/);
    const result = runListing(items, parseListingQuery(new URLSearchParams('category=Other Jeans')), {
      bands: 'standard',
      categoryOptions: options,
    });
    expect(result.items.map((p) => p.id)).toEqual([2, 3]);
    const all = runListing(items, parseListingQuery(new URLSearchParams('')), {
      bands: 'standard',
      categoryOptions: options,
    });
    expect(shownFacets(all.facets).category.reduce((n, o) => n + o.count, 0)).toBe(3);
  });

  it('leaves items without a parent (an unread tree) under their own category', () => {
    const bare = [item(1, 'Sneakers', 1031), item(2, 'Slim', 1011)];
    expect(assortmentCategoryGroups(categoryFilterGroups('men'), bare).at(-1)).toEqual({
      heading: MORE_CATEGORIES,
      options: ['Sneakers'],
    });
  });
});
