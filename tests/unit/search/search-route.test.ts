import { describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/tests/helpers/captured-log';
import { memoryLimiter } from '../../helpers/memory-limiter';
import type { Product } from '@/lib/types';
import { product } from '../listing/factory';

vi.mock('@/server/catalogue/reads', () => ({ getProducts: vi.fn() }));
const { getProducts } = await import('@/server/catalogue/reads');
const { searchHandler } = await import('@/server/search/search-route');
const { searchWithin } = await import('@/server/catalogue/catalogue-search');
const { SEARCH_RATE_LIMIT } = await import('@/server/http/rate-limits');

const limiter = (points: number) => memoryLimiter(points, SEARCH_RATE_LIMIT);
const GET = searchHandler({ limiter: limiter(1000) });

const log = captureLog();

const catalogue: Product[] = Array.from({ length: 30 }, (_, i) => ({
  ...product({ id: i + 1, name: `Linen Shirt ${i + 1}`, colours: ['Black', 'White', 'Navy'], price: 5000 }),
  images: [{ url: `/media/item/${i + 1}/a.jpg`, colour: 'BLK', index: 1 }],
}));
catalogue[0] = { ...catalogue[0], hasSale: true, salePriceCents: 3990, discountPercentage: 20 };
vi.mocked(getProducts).mockResolvedValue({ ok: true, data: catalogue });

const get = (query: string, ip = '203.0.113.5') =>
  GET(new Request(`http://shop.test/api/search${query}`, { headers: { 'x-forwarded-for': ip } }));

describe('GET /api/search', () => {
  it.each([
    ['', 'The search term is missing: add ?q='],
    ['?q=%20%20', 'The search term q is empty'],
    ['?q=a&q=b', 'Give one search term q, not several'],
    ['?q=linen&x=1', 'Only the search term q may be given'],
    ['?x=1&q=linen', 'Only the search term q may be given'],
    [`?q=${'x'.repeat(101)}`, 'The search term q is longer than 100 characters'],
    ['?q=linen&lang=fr', 'The language lang is one of en, el'],
    ['?q=linen&lang=el&lang=en', 'The language lang is one of en, el'],
  ])('%s → 400 with a clear message', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message } });
  });

  it('answers the first 8 of the 20 kept, as card fields in display form, cacheable for a minute', async () => {
    const response = await get(`?q=${encodeURIComponent('  linen ')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60\b/);
    const body = await response.json();
    expect(body.term).toBe('linen');
    expect(body.kept).toBe(20);
    expect(body.items).toHaveLength(8);
    expect(body.items[0]).toEqual({
      id: 1,
      name: 'Linen Shirt 1',
      href: '/product/1',
      image: '/_next/image?url=%2Fmedia%2Fitem%2F1%2Fa.jpg&w=256&q=75',
      price: '€39.90',
      originalPrice: '€50.00',
      colours: ['Black', 'White'],
    });
    expect(body.items[1].originalPrice).toBeNull();
  });

  it("answers in Greek with lang=el: Greek prices and colour names, the ERP's product name as it is", async () => {
    const body = await (await get('?q=linen&lang=el')).json();
    expect(body.items[0]).toMatchObject({
      name: 'Linen Shirt 1',
      href: '/product/1',
      price: '39,90\u00a0€',
      originalPrice: '50,00\u00a0€',
      colours: ['Μαύρο', 'Λευκό'],
    });
    expect((await (await get('?q=linen&lang=en')).json()).items[0].price).toBe('€39.90');
  });

  it('refuses a junk parameter before searching, so it cannot make caches keep copies', async () => {
    vi.mocked(getProducts).mockClear();
    for (let i = 0; i < 5; i++) expect((await get(`?q=linen&cb=${i}`)).status).toBe(400);
    expect(getProducts).not.toHaveBeenCalled();
  });

  it(`limits each client address to ${SEARCH_RATE_LIMIT.points} searches a minute: then 429 with Retry-After`, async () => {
    const GET = searchHandler({ limiter: limiter(3) });
    const ask = (ip: string) =>
      GET(new Request('http://shop.test/api/search?q=linen', { headers: { 'x-forwarded-for': ip } }));
    for (let i = 0; i < 3; i++) expect((await ask('198.51.100.4')).status).toBe(200);
    const refused = await ask('198.51.100.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 1 minute.' },
    });
    expect((await ask('198.51.100.5')).status).toBe(200);
  });

  it('accepts exactly 100 characters', async () => {
    expect((await get(`?q=${'x'.repeat(100)}`)).status).toBe(200);
  });

  it('a failed catalogue read is logged and yields no results, not cached', async () => {
    vi.mocked(getProducts).mockResolvedValueOnce({
      ok: false,
      error: { kind: 'unavailable', message: 'down' },
    } as never);
    const response = await get('?q=linen');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ term: 'linen', kept: 0, items: [] });
    expect(log.find({ area: 'search', msg: 'search failed' })).toMatchObject({ term: 'linen' });
  });
});

describe('searchWithin: a listing scope ranked by the catalogue index', () => {
  it('keeps only the scope members, in the engine rank', () => {
    const scope = [catalogue[9], catalogue[4], catalogue[19]];
    const exact = { ...catalogue[29], name: 'Linen' };
    const all = [...catalogue.slice(0, 29), exact];
    const ranked = searchWithin(all, [scope[0], scope[1], exact], 'linen');
    // Exact name first, then names starting with the term by name ('Linen Shirt 10' < 'Linen Shirt 5').
    expect(ranked.map((p) => p.id)).toEqual([30, 10, 5]);
  });

  it('a blank term keeps the scope as it is', () => {
    const scope = [catalogue[3], catalogue[1]];
    expect(searchWithin(catalogue, scope, ' ')).toEqual(scope);
  });
});
