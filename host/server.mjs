// @ts-check
// The production server: Next's request handler behind a short-lived page cache for catalogue
// HTML (page-cache.mjs). `npm start` runs it; on Vercel the platform's own cache takes this role.
// Env: HOST, PORT, PAGE_CACHE_TTL_MS (0 turns the cache off), PAGE_CACHE_MAX_MB, TRUSTED_PROXIES;
// from the environment or the .env files, as Next reads them.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { registerRenderedPages } from '../server/cache/rendered-pages.mjs';
import { loadShopEnv } from '../server/env-files.mjs';
import { INTERNAL_SERVER } from '../server/http/forwarded.mjs';
import { cacheableUrl } from './cacheable-pages.mjs';
import { createPageCache, createPageSource, isCacheableRequest, newNonce, render } from './page-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
loadShopEnv(root);
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
// The shop's address without SITE_URL is the port it listens on (server/deployment.mjs).
process.env.PORT = String(port);
const ttlMs = Number(process.env.PAGE_CACHE_TTL_MS ?? 60_000);

// Next names a loopback origin localhost in the proxy's rewrites, and takes a rewrite to another
// origin than its own hostname's for another server, which it fetches, losing the rewrite's status
// (vercel/next.js#94745): a loopback host is named localhost here too.
const loopback = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(host);
const app = next({ dev: false, dir: root, hostname: loopback ? 'localhost' : host, port });
await app.prepare();
const handle = app.getRequestHandler();

// Misses are rendered by Next on an internal loopback port, uncompressed, so the whole page can
// be kept and split at its nonce.
const internal = createServer((req, res) => handle(req, res));
// Its requests come from this process, already vouched for (instrumentation.ts): from loopback,
// they would otherwise all count as one client.
Object.assign(internal, { [INTERNAL_SERVER]: true });
await new Promise((resolve) => internal.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = internal.address();
const internalOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const cache = createPageCache({ ttlMs, maxBytes: Number(process.env.PAGE_CACHE_MAX_MB ?? 64) * 2 ** 20 });
// The revalidation route handler (same process) empties it after an ERP change, and so does another
// node's revalidation when REDIS_URL is set: app.prepare() above ran instrumentation.ts, whose
// subscription (server/catalogue/revalidation.ts) lives in this process and clears what is
// registered here. The host itself needs no Redis connection.
registerRenderedPages(cache);
const lookup = createPageSource(cache);

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }>}
 */
async function renderOnce(req) {
  const headers = new Headers();
  for (const name of [
    'user-agent',
    'accept',
    'accept-language',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-forwarded-host',
  ]) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // Uncompressed, so the page can be split at its nonce (fetch would otherwise ask for gzip).
  headers.set('accept-encoding', 'identity');
  // No cookies: a shared page must not depend on who asked.
  const res = await fetch(internalOrigin + req.url, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  /** @type {Record<string, string | string[]>} */
  const h = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-encoding') h[name] = value; // fetch has already decoded the body
  });
  const setCookies = res.headers.getSetCookie();
  if (setCookies.length) h['set-cookie'] = setCookies;
  return { status: res.status, headers: h, body };
}

/**
 * An answer's headers without those about this one connection (Node frames what it sends itself).
 * @param {Record<string, string | string[] | undefined>} headers
 */
function endToEnd(headers) {
  const { connection: _, 'keep-alive': __, 'transfer-encoding': ___, ...rest } = headers;
  return rest;
}

/**
 * Sends an answer read whole: its length is known again.
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }} answer
 */
function sendWhole(res, { status, headers, body }) {
  const { 'content-length': _, ...rest } = endToEnd(headers);
  res.writeHead(status, rest);
  res.end(body);
}

// Every request is vouched for before it reaches this handler (instrumentation.ts,
// server/http/forwarded.mjs).
const server = createServer(async (req, res) => {
  if (ttlMs <= 0 || !isCacheableRequest(req)) return handle(req, res);
  // The page is rendered for, and kept under, the query keys it reads (cacheableUrl): another
  // key in the query string neither makes a new render nor reaches a page shared with others.
  const key = cacheableUrl(req.url ?? '/') ?? '/';
  req.url = key;
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  try {
    const { state, entry, fresh } = await lookup(key, () => renderOnce(req));
    // Redirects, 404s and errors pass through as Next answered them.
    if (!entry) return fresh && sendWhole(res, fresh);
    const { headers, body } = render(entry, newNonce(), gzip);
    res.writeHead(entry.status, {
      ...headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    // Hit or miss is for the operator's log, never a header the public sees.
    if (process.env.PAGE_CACHE_LOG === '1') console.log(`[page-cache] ${state} ${key}`);
    res.end(body);
  } catch (error) {
    console.error('[page-cache] falling back to a direct render:', /** @type {Error} */ (error).message);
    if (!res.headersSent) handle(req, res);
  }
});

server.listen(port, host, () =>
  console.log(
    `shop listening on http://${host}:${port} (page cache ${ttlMs > 0 ? `${ttlMs / 1000} s` : 'off'})`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    internal.close();
    process.exit(0);
  });
}
