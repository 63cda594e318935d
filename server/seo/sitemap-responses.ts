import 'server-only';
import { config } from '@/server/config';
import { getBrands, getCategories, getProducts } from '@/server/catalogue/reads';
import { inBothLanguages, shard, shardCount, shardUrl, sitemapUrls, type SitemapUrl } from './sitemap';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

// What the two sitemap route handlers answer. The index and every shard are computed from the
// same cached catalogue, so the shard count in the index matches the shards that exist.

/** Seconds a crawler should wait before asking again after a 503. */
export const SITEMAP_RETRY_AFTER_SECONDS = 300;

/** All sitemap URLs, or null when a catalogue read failed (a partial list would drop pages). */
async function loadUrls(): Promise<SitemapUrl[] | null> {
  const [categories, brands, products] = await Promise.all([getCategories(), getBrands(), getProducts()]);
  if (!categories.ok || !brands.ok || !products.ok) return null;
  return inBothLanguages(
    sitemapUrls(
      { categories: categories.data, brands: brands.data, products: products.data },
      config().siteUrl,
    ),
  );
}

function xml(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // The catalogue itself refreshes every 10 minutes; there is no point asking more often.
      'Cache-Control': 'public, max-age=600',
    },
  });
}

// An empty sitemap would tell crawlers the shop has no pages; a 503 tells them to come back.
function unavailable(): Response {
  return new Response('Sitemap temporarily unavailable\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

export async function sitemapIndexResponse(): Promise<Response> {
  const urls = await loadUrls();
  if (!urls) return unavailable();
  const siteUrl = config().siteUrl;
  const count = shardCount(urls.length);
  return xml(sitemapIndexXml(Array.from({ length: count }, (_, i) => shardUrl(i, siteUrl))));
}

/** `segment` is the route's last path segment, e.g. `0.xml`. */
export async function sitemapShardResponse(segment: string): Promise<Response> {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(segment);
  if (!match) return notFound();
  const urls = await loadUrls();
  if (!urls) return unavailable();
  const shards = shard(urls);
  const index = Number(match[1]);
  return index < shards.length ? xml(urlsetXml(shards[index])) : notFound();
}

function notFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
