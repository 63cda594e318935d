import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const {
  brandScope,
  categoryLandingScope,
  categoryScope,
  collectionScope,
  productsScope,
  OUTLET_FALLBACK_COUNT,
} = await import('@/server/catalogue/listing-scope');
const { clearCache } = await import('@/server/catalogue/cache');

const items = Array.from({ length: 30 }, (_, i) => ({
  $$position: 100 + i,
  code: `C${i}`,
  name: `Item ${i}`,
  price: '10,00',
  type: i % 2 ? 'UOMO' : 'DONNA',
  $type: i % 2 ? 1 : 2,
  category: i < 10 ? 'Slim UOMO' : 'Dresses DONNA',
  $category: i < 10 ? 1011 : 2011,
  brand: i < 5 ? 'NORTE' : 'VELA',
  $brand: i < 5 ? 5 : 6,
  secondary: i % 3 === 0 ? 'Clearance' : '',
}));
// Two boys' tees: the ERP says men (type JUNIOR UOMO, category '… boys'), the shop says kids.
const kidsItems = [130, 131].map((id) => ({
  $$position: id,
  code: `K${id}`,
  name: "Boys' Tee",
  price: '12,90',
  type: 'JUNIOR UOMO',
  $type: 5,
  category: "Boys' Tees boys",
  $category: 5011,
  secondary: '',
}));
const rows: Record<string, unknown[]> = {
  category: [
    { $$position: 101, name: 'JEANS UOMO', $type: 1, $parent: null },
    { $$position: 1011, name: 'Slim UOMO', $type: 1, $parent: 101 },
    { $$position: 201, name: 'DRESSES DONNA', $type: 2, $parent: null },
    { $$position: 2011, name: 'Dresses DONNA', $type: 2, $parent: 201 },
    { $$position: 501, name: 'T-SHIRTS boys', webname: "Boys' T-Shirts", $type: 5, $parent: null },
    { $$position: 5011, name: "Boys' Tees boys", webname: "Boys' Tees", $type: 5, $parent: 501 },
  ],
  brand: [
    { $$position: 5, name: 'NORTE', webname: 'Norte' },
    { $$position: 6, name: 'VELA', webname: 'Vela' },
  ],
  color: [],
};
let clearanceFails = false;
const server = setupServer(
  http.get('http://erp.test:8080/$TableGetView', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const file = q.get('file')!;
    if (file !== 'item') return HttpResponse.json(rows[file] ?? []);
    if (q.get('secondary') === 'Clearance') {
      if (clearanceFails) return new HttpResponse(null, { status: 503 });
      return HttpResponse.json(items.filter((i) => i.secondary === 'Clearance'));
    }
    return HttpResponse.json([...items, ...kidsItems]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  clearanceFails = false;
  clearCache();
});
afterAll(() => server.close());

describe('listing scopes', () => {
  it('a subcategory lists its items; a top-level category lists its subcategories items; unknown ids are null', async () => {
    const sub = await categoryScope('men', 1011);
    expect(sub?.products).toHaveLength(10);
    expect(sub?.breadcrumb.map((c) => c.label)).toEqual(['Home', 'Men', 'JEANS', 'Slim']);
    expect(sub?.title).toBe("MEN'S SLIM");
    expect((await categoryScope('men', 101))?.products).toHaveLength(10);
    expect(await categoryScope('men', 999)).toBeNull();
  });

  it("a category landing lists the category's items under tiles of its stocked subcategories", async () => {
    const landing = (await categoryLandingScope('men', 101))!;
    expect(landing.title).toBe("MEN'S JEANS");
    expect(landing.products).toHaveLength(10);
    expect(landing.landing).toEqual({
      tiles: [{ name: 'Slim', href: '/men/1011', image: undefined }],
      error: false,
    });
    expect(landing.redirect).toBeUndefined();
    // A subcategory's id lands on its parent's tiles and its own items.
    expect((await categoryLandingScope('men', 1011))!.landing!.tiles.map((t) => t.href)).toEqual([
      '/men/1011',
    ]);
    // A women's category asked for under men lives under women.
    expect((await categoryLandingScope('men', 201))!.redirect).toBe('/women/category/201');
    expect(await categoryLandingScope('men', 999)).toBeNull();
  });

  it("a gender's category on /products has its landing as canonical twin; other /products pages none", async () => {
    expect((await productsScope({ type: '101', gender: 'men' })).canonicalPath).toBe('/men/category/101');
    expect((await productsScope({ type: '1011', gender: 'mens' })).canonicalPath).toBe('/men/category/1011');
    // The category's own gender, not the query's.
    expect((await productsScope({ type: '201', gender: 'men' })).canonicalPath).toBe('/women/category/201');
    for (const params of [{ gender: 'men' }, { type: '101' }, { type: '101', gender: 'men', brand: '5' }, {}])
      expect((await productsScope(params)).canonicalPath).toBeUndefined();
  });

  it('a brand lists its items under its display name; an unknown brand is null', async () => {
    const norte = await brandScope(5);
    expect(norte?.title).toBe('Norte');
    expect(norte?.products.map((p) => p.brand?.id)).toEqual([5, 5, 5, 5, 5]);
    expect(await brandScope(77)).toBeNull();
  });

  it('/products narrows by type (a category id), gender and brand, and titles a search', async () => {
    const jeans = await productsScope({ type: '101', gender: 'men' });
    expect(jeans.title).toBe("MEN'S JEANS");
    expect((await productsScope({ type: '101' })).title).toBe('JEANS');
    expect(jeans.products.every((p) => p.category?.id === 1011 && p.gender === 'men')).toBe(true);
    expect((await productsScope({ brand: '6' })).title).toBe('Vela');
    expect((await productsScope({ search: 'dress' })).title).toBe('Search results for "dress"');
    expect((await productsScope({})).products).toHaveLength(32);
  });

  it("a gender's listing leaves kids' items to their own categories, whose titles say whose they are", async () => {
    const men = await productsScope({ gender: 'men' });
    expect(men.title).toBe("MEN'S CLOTHING & ACCESSORIES");
    expect(men.breadcrumb.map((c) => c.label)).toEqual(['Home', 'Men', 'Clothing & Accessories']);
    expect(men.products.length).toBeGreaterThan(0);
    expect(men.products.some((p) => p.kids)).toBe(false);
    expect(men.products.every((p) => p.gender === 'men')).toBe(true);
    const boysTees = await productsScope({ type: '501', gender: 'men' });
    expect(boysTees.products.map((p) => p.id)).toEqual([130, 131]);
    expect(boysTees.title).toBe("BOYS' T-SHIRTS");
    const sub = await categoryScope('men', 5011);
    expect(sub?.products).toHaveLength(2);
    expect(sub?.title).toBe("BOYS' TEES");
  });

  it('the outlet reads clearance items, and falls back to the first 20 of all items (spec)', async () => {
    expect((await collectionScope('outlet')).products).toHaveLength(10);
    clearCache();
    clearanceFails = true;
    const fallback = await collectionScope('outlet');
    expect(OUTLET_FALLBACK_COUNT).toBe(20);
    expect(fallback.products.map((p) => p.id)).toEqual(items.slice(0, 20).map((i) => i.$$position));
  });
});
