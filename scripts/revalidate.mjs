#!/usr/bin/env node
// Operator CLI: ask the running shop to refresh catalogue caches after an ERP change.
//   REVALIDATE_SECRET=… node scripts/revalidate.mjs products categories
//   REVALIDATE_SECRET=… SITE_URL=https://shop.example node scripts/revalidate.mjs --all
// Signs `${timestamp}.${body}` with HMAC-SHA256 exactly as app/api/revalidate/route.ts checks it
// (scripts/lib/revalidate-request.mjs).
import { siteUrlOf } from '../server/deployment.mjs';
import { loadShopEnv } from '../server/env-files.mjs';
import { root } from './lib/processes.mjs';
import { postRevalidation } from './lib/revalidate-request.mjs';

// The same settings as the shop: the environment plus its .env files.
const env = loadShopEnv(root);

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log('usage: REVALIDATE_SECRET=… node scripts/revalidate.mjs <tag…> | --all');
  console.log('tags: main-categories categories brands colours products carousel stock delivery-methods');
  process.exit(args.length === 0 ? 1 : 0);
}

const secret = env.REVALIDATE_SECRET;
if (!secret) {
  console.error('REVALIDATE_SECRET is not set (the same value the shop runs with).');
  process.exit(1);
}
const siteUrl = siteUrlOf(env);

try {
  const response = await postRevalidation(
    siteUrl,
    secret,
    args.includes('--all') ? { all: true } : { tags: args },
  );
  const text = await response.text();
  console.log(`${response.status} ${text}`);
  process.exit(response.ok ? 0 : 1);
} catch (err) {
  console.error(`Could not reach ${siteUrl}: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
