// Headers that suit every response; the per-request CSP with its nonce is set in proxy.ts.
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
];

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

export const nextConfig = {
  poweredByHeader: false,
  // With NEXT_OUTPUT=standalone, `next build` also writes .next/standalone/: server.js with only
  // the node_modules files the server traced, for the container (Dockerfile) and for a Node host
  // without npm (docs/deploy.md). public/ and .next/static/ are copied beside it by whoever ships it.
  // Not by default: `next start` (npm start, the cluster) warns on a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  // Loaded from node_modules at run time rather than bundled: a network client with its own
  // connection state, like better-sqlite3 (which Next keeps external by itself).
  serverExternalPackages: ['ioredis'],
  // The optimiser's variants are exactly the ones the shop asks for (lib/image-url.ts and the bag's
  // 128/256 thumbnails; tests/unit/image-url.test.ts holds the two together): any other width or
  // quality, or a source with a query string, is refused with 400 before anything is fetched, so
  // its cache cannot be filled with made-up variants. Its misses fetch /media, which is limited
  // per client address (decision 0008).
  images: {
    localPatterns: [
      { pathname: '/media/**', search: '' },
      { pathname: '/hero/**', search: '' },
    ],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [640, 828, 1080, 1280, 1600],
    imageSizes: [128, 256, 384],
    qualities: [75],
    minimumCacheTTL: 86400,
  },
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders },
      // Static assets, API answers and /media images are not matched by the proxy (proxy.ts); they
      // still get a CSP that allows nothing.
      ...['/_next/static/:path*', '/api/:path*', '/media/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      })),
    ]);
  },
} satisfies NextConfig;

// next-intl's server side: its request configuration (the language proxy.ts decided, and its
// messages) is server/i18n/request.ts.
export default createNextIntlPlugin('./server/i18n/request.ts')(nextConfig);
