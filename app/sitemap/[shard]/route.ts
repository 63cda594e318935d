import { sitemapShardResponse } from '@/server/seo/sitemap-responses';

// One sitemap file: /sitemap/0.xml, /sitemap/1.xml, … (50,000 URLs each), listed by /sitemap.xml.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, ctx: RouteContext<'/sitemap/[shard]'>): Promise<Response> {
  const { shard } = await ctx.params;
  return sitemapShardResponse(shard);
}
