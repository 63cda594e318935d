import 'server-only';
import { escapeXml } from '@/lib/escape-xml';
import type { SitemapUrl } from './sitemap';

// The two sitemaps.org documents, written by hand: Next's metadata sitemap cannot answer a sitemap
// index, nor a 503 when the catalogue is unreachable.

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML = 'http://www.w3.org/1999/xhtml';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : '';
      const links = (u.alternates ?? [])
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('');
      return `<url><loc>${escapeXml(u.loc)}</loc>${lastmod}${links}</url>`;
    })
    .join('\n');
  const xhtml = urls.some((u) => u.alternates?.length) ? ` xmlns:xhtml="${XHTML}"` : '';
  return `${HEAD}<urlset xmlns="${NS}"${xhtml}>\n${body}${body ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}
