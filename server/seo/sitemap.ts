import 'server-only';
import { absoluteUrl } from '@/lib/seo/json-ld';
import { productLink } from '@/lib/product-link';
import type { Brand, Category, Product } from '@/lib/types';
import { localeUrl } from '@/lib/i18n/paths';

// Which URLs the sitemap lists, and how they are split into files. Pure: the route handlers load
// the catalogue and pass it in.

/** The sitemaps.org limit per file (the 50 MB limit is far away at ~100 bytes per URL). */
export const SITEMAP_SHARD_SIZE = 50_000;

export const STATIC_ROUTES = [
  '/',
  '/men',
  '/women',
  '/products',
  '/collections/bestsellers',
  '/collections/new-arrivals',
  '/outlet',
  '/about-us',
  '/stores',
  '/faqs',
  '/contact',
  '/sustainability',
  '/privacy-policy',
  '/terms-conditions',
  '/shipping',
  '/accessibility',
] as const;

export interface SitemapUrl {
  loc: string;
  /** W3C date (yyyy-mm-dd). */
  lastmod?: string;
  /** The same page in each language (hreflang), itself included, and x-default. */
  alternates?: readonly { hreflang: string; href: string }[];
}

export interface SitemapCatalogue {
  categories: readonly Category[];
  brands: readonly Pick<Brand, 'id'>[];
  products: readonly Pick<Product, 'id' | 'gender' | 'category' | 'createdOn'>[];
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every indexable page: static routes, category landings, subcategories, brands and products.
 * Only indexable URLs belong in a sitemap, so a subcategory whose link is the gender-less fallback
 * `/products?category={id}` (a filtered listing, `noindex` by lib/seo/listing-seo.ts) is left out,
 * and so is a category without a gender (it has no landing path). Duplicates keep their first entry.
 */
export function sitemapUrls(catalogue: SitemapCatalogue, siteUrl: string): SitemapUrl[] {
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  const add = (path: string, lastmod?: string | null) => {
    const loc = absoluteUrl(path, siteUrl);
    if (seen.has(loc)) return;
    seen.add(loc);
    urls.push(lastmod && W3C_DATE.test(lastmod) ? { loc, lastmod } : { loc });
  };

  STATIC_ROUTES.forEach((path) => add(path));
  for (const category of catalogue.categories) {
    if (category.gender) add(`/${category.gender}/category/${category.id}`);
    for (const sub of category.subcategories) if (!sub.link.includes('?')) add(sub.link);
  }
  for (const brand of catalogue.brands) add(`/brands/${brand.id}`);
  for (const product of catalogue.products) add(productLink(product), product.createdOn);
  return urls;
}

/**
 * Each page once per language, each entry naming both languages and the English address as
 * x-default, as search engines read hreflang in a sitemap (issue 31; decision 0092).
 */
export function inBothLanguages(urls: readonly SitemapUrl[]): SitemapUrl[] {
  return urls.flatMap(({ loc, lastmod }) => {
    const greek = localeUrl('el', loc);
    const alternates = [
      { hreflang: 'en', href: loc },
      { hreflang: 'el', href: greek },
      { hreflang: 'x-default', href: loc },
    ];
    const date = lastmod ? { lastmod } : {};
    return [
      { loc, ...date, alternates },
      { loc: greek, ...date, alternates },
    ];
  });
}

/** How many sitemap files `count` URLs need; at least one, so the index is never empty. */
export function shardCount(count: number, size = SITEMAP_SHARD_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** Split into consecutive runs of at most `size`, in order; there is no cap on the total. */
export function shard<T>(items: readonly T[], size = SITEMAP_SHARD_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`shard size must be a positive integer, got ${size}`);
  const shards: T[][] = [];
  for (let start = 0; start < items.length; start += size) shards.push(items.slice(start, start + size));
  return shards.length > 0 ? shards : [[]];
}

/** Public address of shard `index` (0-based), as served by app/sitemap/[shard]/route.ts. */
export function shardUrl(index: number, siteUrl: string): string {
  return absoluteUrl(`/sitemap/${index}.xml`, siteUrl);
}
