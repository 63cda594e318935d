import { sitemapIndexResponse } from '@/server/seo/sitemap-responses';

// The sitemap index. A route handler rather than app/sitemap.ts: Next's generateSitemaps serves
// /sitemap/{id}.xml but writes no index, and app/sitemap.ts would collide with this path.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return sitemapIndexResponse();
}
