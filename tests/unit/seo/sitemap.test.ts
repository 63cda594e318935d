import { describe, expect, it } from 'vitest';
import type { Category } from '@/lib/types';
import {
  shard,
  shardCount,
  shardUrl,
  sitemapUrls,
  inBothLanguages,
  STATIC_ROUTES,
  type SitemapUrl,
} from '@/server/seo/sitemap';
import { escapeXml } from '@/lib/escape-xml';
import { sitemapIndexXml, urlsetXml } from '@/server/seo/sitemap-xml';

const SITE = 'https://ruck.example';

const categories: Category[] = [
  {
    id: 12,
    name: 'Jeans',
    typeId: 1,
    gender: 'men',
    bookmark: '',
    subcategories: [
      { id: 120, name: 'Slim', parentId: 12, gender: 'men', link: '/men/120' },
      { id: 121, name: 'Loose', parentId: 12, gender: null, link: '/products?category=121' },
    ],
  },
  { id: 13, name: 'Dresses', typeId: 2, gender: 'women', bookmark: '', subcategories: [] },
  { id: 14, name: 'Unisex', typeId: null, gender: null, bookmark: '', subcategories: [] },
];
const brands = [{ id: 5 }, { id: 6 }];
const products = [
  { id: 1, gender: 'men' as const, category: { id: 120, name: 'Slim' }, createdOn: '2024-03-01' },
  { id: 2, gender: null, category: null, createdOn: null },
  { id: 2, gender: null, category: null, createdOn: null },
];

describe('sitemapUrls', () => {
  const urls = sitemapUrls({ categories, brands, products }, SITE);
  const locs = urls.map((u) => u.loc);

  it('lists every static route, category landing, subcategory, brand and product as absolute URLs', () => {
    for (const path of STATIC_ROUTES) expect(locs).toContain(`${SITE}${path}`);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/men/category/12`,
        `${SITE}/women/category/13`,
        `${SITE}/men/120`,
        `${SITE}/brands/5`,
        `${SITE}/brands/6`,
        `${SITE}/men/120/product/1`,
        `${SITE}/product/2`,
      ]),
    );
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true);
  });

  it('lists each URL once', () => {
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBe(STATIC_ROUTES.length + 2 + 1 + 2 + 2);
  });

  it('leaves out noindex filter links and categories without a landing path', () => {
    expect(locs.some((l) => l.includes('?'))).toBe(false);
    expect(locs.some((l) => l.includes('/category/14'))).toBe(false);
  });

  it('gives products their creation date as lastmod when known', () => {
    expect(urls.find((u) => u.loc.endsWith('/product/1'))?.lastmod).toBe('2024-03-01');
    expect(urls.find((u) => u.loc.endsWith('/product/2'))).toEqual({ loc: `${SITE}/product/2` });
  });
});

describe('sharding', () => {
  it('splits 120,001 URLs into 3 files of at most 50,000, losing and reordering nothing', () => {
    const urls: SitemapUrl[] = Array.from({ length: 120_001 }, (_, i) => ({ loc: `${SITE}/product/${i}` }));
    const shards = shard(urls);
    expect(shards).toHaveLength(3);
    expect(shardCount(urls.length)).toBe(3);
    expect(shards.map((s) => s.length)).toEqual([50_000, 50_000, 20_001]);
    expect(shards.flat()).toEqual(urls);
  });

  it('needs one file for an exact multiple boundary and at least one when empty', () => {
    expect(shardCount(50_000)).toBe(1);
    expect(shardCount(50_001)).toBe(2);
    expect(shardCount(0)).toBe(1);
    expect(shard([])).toEqual([[]]);
    expect(shard([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(() => shard([1], 0)).toThrow(RangeError);
  });

  it('addresses shards under /sitemap/{n}.xml', () => {
    expect(shardUrl(2, SITE)).toBe('https://ruck.example/sitemap/2.xml');
  });
});

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d'e"f`)).toBe('a&amp;b&lt;c&gt;d&apos;e&quot;f');
  });

  it('writes a urlset with escaped locations and optional lastmod', () => {
    const xml = urlsetXml([
      { loc: `${SITE}/products?type=1&brand=2`, lastmod: '2024-03-01' },
      { loc: `${SITE}/` },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://ruck.example/products?type=1&amp;brand=2</loc><lastmod>2024-03-01</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://ruck.example/</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('names both languages and x-default on each page, in English and in Greek', () => {
    const both = inBothLanguages([{ loc: `${SITE}/men`, lastmod: '2024-03-01' }]);
    expect(both.map((u) => u.loc)).toEqual([`${SITE}/men`, `${SITE}/el/men`]);
    const xml = urlsetXml(both);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://ruck.example/men"/>' +
      '<xhtml:link rel="alternate" hreflang="el" href="https://ruck.example/el/men"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ruck.example/men"/>';
    expect(xml).toContain(
      `<url><loc>https://ruck.example/men</loc><lastmod>2024-03-01</lastmod>${links}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://ruck.example/el/men</loc><lastmod>2024-03-01</lastmod>${links}</url>`,
    );
  });

  it('writes a sitemap index of the shard locations', () => {
    const xml = sitemapIndexXml([shardUrl(0, SITE), shardUrl(1, SITE)]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(
      xml.match(/<sitemap><loc>https:\/\/ruck\.example\/sitemap\/\d\.xml<\/loc><\/sitemap>/g),
    ).toHaveLength(2);
  });
});
