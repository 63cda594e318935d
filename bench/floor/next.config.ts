// The floor app (bench/floor/README.md): the shop's image settings, so its <img srcset> widths are
// the ones the shop's optimizer serves; nothing else.
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// Its own root: Turbopack otherwise takes the shop's folder (the lockfile's) as the workspace and
// compiles the shop's proxy.ts and instrumentation.ts into the floor. bench/report.mjs gives it a
// hard-linked node_modules (the shop's own packages, so the same Next and React).
const here = fileURLToPath(new URL('.', import.meta.url));

const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: here },
  outputFileTracingRoot: here,
  images: {
    localPatterns: [{ pathname: '/hero.*' }, { pathname: '/products/**' }],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 86400,
  },
} satisfies NextConfig;

export default nextConfig;
