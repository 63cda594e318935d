import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_TOP_SEGMENTS, isNotFoundByShape, isProductPath } from '@/lib/seo/route-shape';

const APP = join(import.meta.dirname, '../../../app');
const PUBLIC = join(import.meta.dirname, '../../../public');
/** What app/ routes at its top level besides [gender]: folders (private ones aside) and metadata files. */
const METADATA_FILES: Record<string, string> = { 'robots.ts': 'robots.txt', 'icon.svg': 'icon.svg' };

describe('not found by shape', () => {
  it("knows every top-level folder and metadata route of app/, and public/'s folders", () => {
    const routed = readdirSync(APP, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return /^[_[]/.test(entry.name) || entry.name === 'fonts' ? [] : [entry.name];
      return METADATA_FILES[entry.name] ? [METADATA_FILES[entry.name]] : [];
    });
    const publicFolders = readdirSync(PUBLIC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...STATIC_TOP_SEGMENTS].sort()).toEqual([...routed, ...publicFolders].sort());
  });

  it('sends a path no [gender] route can serve to the not-found route', () => {
    for (const path of ['/nope-xyz', '/men/abc', '/men/category/x', '/men/1/2/3/4']) {
      expect(isNotFoundByShape(path), path).toBe(true);
    }
    expect(isNotFoundByShape('/brands/abc')).toBe(true);
  });

  it('leaves every page shape to its route, whether the catalogue has it or not', () => {
    for (const path of [
      '/',
      '/men',
      '/mens',
      '/women/12',
      '/women/category/12',
      '/men/12/product/345',
      '/product/999999',
      '/product/abc',
      '/men/abc/product/x',
      '/brands',
      '/brands/7',
      '/about-us',
      '/sitemap.xml',
      '/_next/static/x.js',
      '/_not-found',
      '/hero/fallback-1.jpg',
      '/apple-touch-icon.png',
      '/favicon.ico',
      '/brands/7/unmatched',
    ]) {
      expect(isNotFoundByShape(path), path).toBe(false);
    }
  });
});

describe('product paths', () => {
  it("gives a missing product's routes the product's own not-found view", () => {
    for (const path of ['/product/99', '/product/abc', '/men/12/product/99', '/womens/3/product/x'])
      expect(isProductPath(path), path).toBe(true);
    for (const path of ['/products', '/men/12', '/brands/4', '/product', '/nope/12/product/1'])
      expect(isProductPath(path), path).toBe(false);
  });
});
