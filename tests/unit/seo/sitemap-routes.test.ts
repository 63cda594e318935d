import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErpError, type ErpResult } from '@/server/erp/errors';
import { STATIC_ROUTES } from '@/server/seo/sitemap';

// The route handlers over a mocked catalogue: sizes are what matter here, not the ERP.
const reads = vi.hoisted(() => ({
  getCategories: vi.fn(),
  getBrands: vi.fn(),
  getProducts: vi.fn(),
}));
vi.mock('@/server/catalogue/reads', () => reads);
vi.mock('@/server/config', () => ({ config: () => ({ siteUrl: 'https://ruck.example' }) }));

import { GET as indexGET } from '@/app/sitemap.xml/route';
import { GET as shardGET } from '@/app/sitemap/[shard]/route';

const ok = <T>(data: T): ErpResult<T> => ({ ok: true, data });
const products = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, gender: null, category: null, createdOn: null }));
const shardCtx = (shard: string) =>
  ({ params: Promise.resolve({ shard }) }) as RouteContext<'/sitemap/[shard]'>;

beforeEach(() => {
  reads.getCategories.mockResolvedValue(ok([]));
  reads.getBrands.mockResolvedValue(ok([]));
  reads.getProducts.mockResolvedValue(ok(products(60_000)));
});

describe('sitemap routes', () => {
  it('/sitemap.xml lists as many shards as the URL count needs', async () => {
    const res = await indexGET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<loc>https://ruck.example/sitemap/0.xml</loc>');
    expect(xml).toContain('<loc>https://ruck.example/sitemap/2.xml</loc>');
    expect(xml).not.toContain('/sitemap/3.xml');
  });

  it('/sitemap/{n}.xml serves that shard and 404s beyond the last or on a bad name', async () => {
    const first = await (await shardGET(new Request('http://x'), shardCtx('0.xml'))).text();
    expect(first.match(/<url>/g)).toHaveLength(50_000);
    const second = await (await shardGET(new Request('http://x'), shardCtx('1.xml'))).text();
    const third = await (await shardGET(new Request('http://x'), shardCtx('2.xml'))).text();
    // Each page twice, in English and in Greek.
    expect((second.match(/<url>/g)?.length ?? 0) + (third.match(/<url>/g)?.length ?? 0)).toBe(
      2 * (60_000 + STATIC_ROUTES.length) - 50_000,
    );
    for (const bad of ['3.xml', '01.xml', '1', 'x.xml', '-1.xml']) {
      expect((await shardGET(new Request('http://x'), shardCtx(bad))).status).toBe(404);
    }
  });

  it('answers 503 with Retry-After, never an empty sitemap, when the catalogue is unreachable', async () => {
    reads.getProducts.mockResolvedValue({
      ok: false,
      error: new ErpError('unavailable', '$x', 'HTTP 503', 503),
    });
    for (const res of [await indexGET(), await shardGET(new Request('http://x'), shardCtx('0.xml'))]) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.text()).not.toContain('urlset');
    }
  });
});
