import 'server-only';
import { escapeXml } from '@/lib/escape-xml';
import type { SitemapUrl } from './sitemap';

// The two sitemaps.org documents, written by hand: Next's metadata sitemap cannot answer a sitemap
// index, nor a 503 when the catalogue is unreachable.

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `${HEAD}<urlset xmlns="${NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}
