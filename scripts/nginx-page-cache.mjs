// `npm run nginx:page-cache -- [--cache-dir /var/cache/nginx/shop-pages]`: prints the shared page
// cache's part of an operator's nginx.conf (server/http/nginx-page-cache.mjs, as npm run cluster
// uses it), for PAGE_CACHE_NONCE from the environment or the .env files: the lines for the `http`
// block, then those for the `server` block in front of the nodes (docs/deploy.md).
import { parseArgs } from 'node:util';
import { loadShopEnv } from '../server/env-files.mjs';
import { pageCacheHttp, pageCacheServer } from '../server/http/nginx-page-cache.mjs';
import { root } from './lib/processes.mjs';

const { values } = parseArgs({
  options: { 'cache-dir': { type: 'string', default: '/var/cache/nginx/shop-pages' } },
});
const nonce = loadShopEnv(root, false).PAGE_CACHE_NONCE;
if (!nonce) {
  console.error(
    'Set PAGE_CACHE_NONCE (e.g. `openssl rand -hex 24`) here and on every node, then run this again.',
  );
  process.exit(1);
}
try {
  console.log(`# In the http block:\n  ${pageCacheHttp({ cacheDir: values['cache-dir'], nonce })}`);
  console.log(`# In the server block in front of the nodes:\n    ${pageCacheServer({ nonce })}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
