import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { getCollection, getNavigation } = await import('@/server/catalogue/reads');
const { clearCache } = await import('@/server/catalogue/cache');

const rows: Record<string, unknown[]> = {
  type: [
    { $$position: 1, name: 'UOMO' },
    { $$position: 2, name: 'DONNA' },
    { $$position: 3, name: 'ACC UOMO' },
    { $$position: 4, name: 'UOMMO' },
  ],
  category: [
    { $$position: 12, name: 'JEANS UOMO', $type: 1, $parent: null },
    { $$position: 11, name: 'T-SHIRTS UOMO', $type: 1, $parent: null },
    { $$position: 13, name: 'BAGS ACC UOMO', $type: 3, $parent: null },
    { $$position: 20, name: 'DRESSES DONNA', $type: 2, $parent: null },
    { $$position: 14, name: 'SHORTS UOMMO', $type: 4, $parent: null },
    { $$position: 101, name: 'Slim UOMO', $type: 1, $parent: 12 },
    { $$position: 102, name: 'Old UOMO', webname: 'hide', $type: 1, $parent: 12 },
  ],
  brand: [{ $$position: 5, name: 'NORTE', webname: 'Norte', $type: 23 }],
  color: [{ $$position: 1, code: 'BLK', name: 'BLACK', webname: 'Black', hex: '#111' }],
  item: [
    {
      $$position: 7,
      code: 'A1',
      name: 'Tee',
      price: '10,00',
      secondary: 'BestSeller',
      $type: 1,
      type: 'UOMO',
    },
    {
      $$position: 9,
      code: 'A2',
      name: 'Jeans',
      price: 59.9,
      secondary: 'BestSeller|NewArrival',
      $type: 1,
      type: 'UOMO',
    },
    { $$position: 8, code: 'A3', name: 'Cap', price: '€12,50', secondary: '' },
  ],
};
const failing = new Set<string>();
const server = setupServer(
  http.get('http://erp.test:8080/$TableGetView', ({ request }) => {
    const file = new URL(request.url).searchParams.get('file')!;
    return failing.has(file) ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(rows[file] ?? []);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  failing.clear();
  clearCache();
});
afterAll(() => server.close());

describe('catalogue reads over the ERP (msw)', () => {
  it('groups categories under their gender main categories (one group per label), sorted by id, hidden ones left out', async () => {
    const nav = await getNavigation();
    if (!nav.ok) throw nav.error;
    expect(nav.data.men.map((g) => g.type.label)).toEqual(['CLOTHING', 'ACCESSORIES']);
    expect(nav.data.men[0].categories.map((c) => [c.id, c.name])).toEqual([
      [11, 'T-SHIRTS'],
      [12, 'JEANS'],
      [14, 'SHORTS'],
    ]);
    expect(nav.data.men[0].categories[1].subcategories.map((s) => s.link)).toEqual(['/men/101']);
    expect(nav.data.women[0].categories.map((c) => c.name)).toEqual(['DRESSES']);
    expect(nav.data.brands.map((b) => b.name)).toEqual(['Norte']);
  });

  it('fails the navigation with a typed error when categories fail (the nav shows its failure text)', async () => {
    failing.add('category');
    const nav = await getNavigation();
    expect(nav.ok ? null : nav.error.kind).toBe('unavailable');
  });

  it('keeps the category menus when only the brand list fails', async () => {
    failing.add('brand');
    const nav = await getNavigation();
    expect(nav.ok && nav.data.brands).toEqual([]);
    expect(nav.ok && nav.data.men.length).toBe(2);
  });

  it('lists a collection by its flag, newest first, with prices in cents', async () => {
    const best = await getCollection('bestsellers');
    expect(best.map((p) => [p.id, p.priceCents])).toEqual([
      [9, 5990],
      [7, 1000],
    ]);
    expect((await getCollection('new-arrivals')).map((p) => p.id)).toEqual([9]);
    expect(await getCollection('bestsellers', 1)).toHaveLength(1);
  });

  it('gives an empty list when the items cannot be read (spec fallback)', async () => {
    failing.add('item');
    expect(await getCollection('bestsellers')).toEqual([]);
  });
});
