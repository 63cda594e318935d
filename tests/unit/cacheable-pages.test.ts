import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_PAGES,
  UNCACHED_PAGES,
  isSharedPage,
  pathPattern,
} from '@/server/http/cacheable-pages.mjs';

const APP = join(import.meta.dirname, '../../app');

/** Every page's route, as the App Router reads it from app/ (route groups and private folders aside). */
function pageRoutes(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : pageRoutes(join(dir, entry.name));
    if (!/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) return [];
    const segments = relative(APP, dir)
      .split(sep)
      .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
    return [`/${segments.join('/')}`];
  });
}

describe('cacheable pages registry', () => {
  const cacheable = CACHEABLE_PAGES.map((page) => page.route);
  const uncached = Object.keys(UNCACHED_PAGES);

  it('decides every page under app/, once: cacheable or not, with a reason', () => {
    const decided = [...cacheable, ...uncached];
    expect(new Set(decided).size).toBe(decided.length);
    // A page missing here needs an entry in server/http/cacheable-pages.mjs; a route listed there but not
    // here has lost its page file.
    expect([...decided].sort()).toEqual(pageRoutes().sort());
    for (const reason of Object.values(UNCACHED_PAGES)) expect(reason.length).toBeGreaterThan(10);
  });

  it('matches the values each dynamic segment is cached for, and nothing else', () => {
    const pattern = pathPattern(CACHEABLE_PAGES);
    expect(pattern.test('/women/category/12')).toBe(true);
    expect(pattern.test('/women/category/twelve')).toBe(false);
    expect(pattern.test('/about-us')).toBe(true);
    expect(pattern.test('/account')).toBe(false);
    expect(pathPattern([{ route: '/a.b' }]).test('/aXb')).toBe(false);
  });

  it('refuses a dynamic segment without its cacheable values', () => {
    expect(() => pathPattern([{ route: '/brands/[brandId]' }])).toThrow(
      '/brands/[brandId]: no cacheable values for [brandId]',
    );
  });

  it('says which pathnames are the same for everyone, whatever their query', () => {
    expect(isSharedPage('/outlet')).toBe(true);
    expect(isSharedPage('/men/12/product/5')).toBe(true);
    expect(isSharedPage('/mens')).toBe(false);
    expect(isSharedPage('/checkout')).toBe(false);
    expect(isSharedPage('/outlet/')).toBe(false);
  });
});
