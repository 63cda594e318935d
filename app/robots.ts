import type { MetadataRoute } from 'next';
import { config } from '@/server/config';

// Read SITE_URL per request like the pages do, rather than freezing the build machine's value.
export const dynamic = 'force-dynamic';

// Private and transactional pages. Filtered listings are deliberately not blocked: a crawler must
// fetch them to see their `noindex` and canonical (lib/seo/listing-seo.ts).
const DISALLOWED_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/account',
  '/wishlist',
  '/order-confirmation',
  '/generate-images',
  '/login',
];

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
