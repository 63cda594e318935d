import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// "Is this product gone?" over the ERP (msw): only the ERP's "no such record" is a 404 page; a
// refused token or an outage is an error page (5xx), so search engines keep the URL.
vi.stubEnv('ERP_BASE_URL', 'http://erp.test:8080');
const { loadProduct, loadProductPage } = await import('@/server/catalogue/product-page');
const { clearCache } = await import('@/server/catalogue/cache');

const ERP = 'http://erp.test:8080';
const tee = { $$position: 7, code: 'A1', name: 'Tee', price: '15,00', sizes: 'S\tM', _colors: 'BLACK' };
let itemAnswer: () => Response = () => HttpResponse.json(tee);
// The item's category 1048 is one the ERP hides ('Flare' under 'Jeans').
const categories = [
  { $$position: 112, name: 'JEANS DONNA', webname: 'Jeans' },
  { $$position: 1047, name: 'Skinny DONNA', webname: 'Skinny', $parent: 112 },
  { $$position: 1048, name: 'Flare DONNA', webname: 'hide', $parent: 112 },
];
// Brand 9 is made outside the EU and names its EU responsible person; brand 2 names no maker.
const brands = [
  {
    $$position: 9,
    name: 'BLUE HARBOR',
    manufacturer: 'Blue Harbor Inc.',
    '*address': '410 Harbor Drive\nPortland, ME 04101\nUnited States',
    email: 'safety@blueharbor.example',
    country: 'us',
    '*eu_responsible': 'Ruck Fashion Ltd\n28 Anexartisias Street\n3036 Limassol\ncompliance@ruck.example',
  },
  { $$position: 2, name: 'VELA' },
];
const FILES: Record<string, unknown[]> = { category: categories, brand: brands };
const server = setupServer(
  http.get(`${ERP}/$TableGetView`, ({ request }) =>
    HttpResponse.json(
      FILES[new URL(request.url).searchParams.get('file') ?? ''] ?? [
        { $$position: 1, code: 'BLK', name: 'BLACK', webname: 'Black' },
      ],
    ),
  ),
  http.get(`${ERP}/$TableRead`, () => itemAnswer()),
  http.get(`${ERP}/$PosGetStock`, () => HttpResponse.json({ 'BLACK;S': 2 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  itemAnswer = () => HttpResponse.json(tee);
  clearCache();
});
afterAll(() => server.close());
const log = captureLog();

describe('product page: missing or not', () => {
  it('loads a product the ERP has', async () => {
    const page = await loadProductPage('7');
    expect(page?.product).toMatchObject({ id: 7, name: 'Tee', priceCents: 1500 });
  });

  it("carries the brand's manufacturer and its EU responsible person, read from the brand file", async () => {
    itemAnswer = () => HttpResponse.json({ ...tee, $brand: 9, brand: 'BLUE HARBOR' });
    const page = await loadProductPage('11');
    expect(page?.manufacturer).toEqual({
      name: 'Blue Harbor Inc.',
      address: ['410 Harbor Drive', 'Portland, ME 04101', 'United States'],
      email: 'safety@blueharbor.example',
      country: 'US',
      euResponsible: {
        name: 'Ruck Fashion Ltd',
        address: ['28 Anexartisias Street', '3036 Limassol'],
        email: 'compliance@ruck.example',
      },
    });
    itemAnswer = () => HttpResponse.json({ ...tee, $brand: 2, brand: 'VELA' });
    expect((await loadProductPage('12'))?.manufacturer).toBeNull();
  });

  it('files an item of a hidden subcategory under the category above it (link, crumbs, canonical)', async () => {
    itemAnswer = () => HttpResponse.json({ ...tee, $category: 1048, category: 'Flare DONNA' });
    const page = await loadProductPage('7');
    expect(page?.product.category).toMatchObject({ id: 112, name: 'Other Jeans' });
    expect(page?.breadcrumb).toContainEqual({ label: 'Jeans', href: '/women/112' });
    expect(JSON.stringify(page)).not.toMatch(/Flare|1048/);
  });

  it('an ERP 404 (not_found) is a missing product: the page answers the 404 view', async () => {
    itemAnswer = () => HttpResponse.json({ error: 'Record not found' }, { status: 404 });
    expect(await loadProduct('8')).toEqual({ ok: false, error: 'missing' });
    expect(await loadProductPage('8')).toBeNull();
  });

  it('an empty answer to $TableRead is a missing product too', async () => {
    itemAnswer = () => new HttpResponse('', { status: 200 });
    expect(await loadProduct('9')).toEqual({ ok: false, error: 'missing' });
  });

  it('an ERP 401 is not missing: the page throws (a 5xx) and the refusal is logged with its operation', async () => {
    itemAnswer = () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
    expect(await loadProduct('10')).toEqual({ ok: false, error: 'unavailable' });
    await expect(loadProductPage('10')).rejects.toThrow('could not be loaded');
    expect(log.find({ area: 'erp', kind: 'auth' })).toMatchObject({
      msg: expect.stringMatching(/AUTHENTICATION REFUSED/),
      error: expect.stringMatching(/\$TableRead/),
    });
  });

  it('an outage (503) is not missing either', async () => {
    itemAnswer = () => new HttpResponse(null, { status: 503 });
    expect(await loadProduct('11')).toEqual({ ok: false, error: 'unavailable' });
  });
});
