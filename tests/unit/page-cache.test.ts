import { gunzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cacheableUrl } from '@/host/cacheable-pages.mjs';
import { trustedProxies, vouchForClient } from '@/server/http/forwarded.mjs';
import {
  SHARED_CACHE_CONTROL,
  createPageCache,
  createPageSource,
  isCacheableRequest,
  isPageRequest,
  newNonce,
  render,
  toEntry,
} from '@/host/page-cache.mjs';

const req = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
  ({ url, method, headers }) as unknown as IncomingMessage;

const NONCE = newNonce();
const page = (nonce: string) =>
  `<html><head><script nonce="${nonce}">a()</script></head><body>${'<p>shop</p>'.repeat(500)}<script nonce="${nonce}">b()</script></body></html>`;
const headers = (nonce: string): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
  'x-content-type-options': 'nosniff',
});

describe('page cache in front of Next', () => {
  it('caches only document GETs of catalogue routes and the cart frame', () => {
    for (const url of [
      '/',
      '/men',
      '/women',
      '/products',
      '/brands',
      '/collections/bestsellers',
      '/collections/new-arrivals',
      '/outlet?size=M&page=2',
      '/products?search=dress',
      '/brands/3',
      '/men/1012',
      '/women/category/12',
      '/product/5',
      '/men/1012/product/5',
      '/cart',
      '/about-us',
      '/contact',
    ]) {
      expect(isCacheableRequest(req(url))).toBe(true);
    }
    for (const url of [
      '/account',
      '/api/navigation',
      '/checkout',
      '/media/item/1/a.jpg',
      '/men/abc',
      '/mens/1012',
      '/kids/1012',
      '/collections/sale',
      '/brands/x',
      '/men/category/x',
      '/men/1012/product/x',
      '/product/5/more',
    ]) {
      expect(isCacheableRequest(req(url))).toBe(false);
    }
    expect(isCacheableRequest(req('/outlet', 'POST'))).toBe(false);
    expect(isCacheableRequest(req('/outlet', 'GET', { rsc: '1' }))).toBe(false);
  });

  it("knows a page's document from a route handler, Next's files and client navigations", () => {
    for (const url of ['/account?tab=orders', '/order-confirmation?order=1', '/product/abc', '/outlet'])
      expect(isPageRequest(req(url)), url).toBe(true);
    for (const url of ['/api/navigation', '/_next/static/chunks/a.js', '/_next/image?url=x'])
      expect(isPageRequest(req(url)), url).toBe(false);
    expect(isPageRequest(req('/account', 'POST'))).toBe(false);
    expect(isPageRequest(req('/account', 'GET', { rsc: '1' }))).toBe(false);
    expect(isPageRequest(req('/account', 'GET', { 'next-router-prefetch': '1' }))).toBe(false);
  });

  it('never shares an answer that is not a plain 200 HTML page with a nonce', async () => {
    const body = Buffer.from(page(NONCE));
    expect(await toEntry(200, headers(NONCE), body)).not.toBeNull();
    expect(await toEntry(404, headers(NONCE), body)).toBeNull();
    expect(await toEntry(200, { ...headers(NONCE), 'set-cookie': 'a=b' }, body)).toBeNull();
    expect(await toEntry(200, { ...headers(NONCE), 'content-type': 'application/json' }, body)).toBeNull();
    expect(await toEntry(200, { 'content-type': 'text/html' }, body)).toBeNull();
  });

  it("puts the answer's own nonce in the Link header's preloads, never the cached one", async () => {
    const link = `</a.css>; rel=preload; as="style"; nonce="${NONCE}", </b.woff2>; rel=preload; as="font"; nonce="${NONCE}"`;
    const entry = (await toEntry(200, { ...headers(NONCE), link }, Buffer.from(page(NONCE))))!;
    const next = newNonce();
    const { headers: sent } = render(entry, next, false);
    expect(sent.link).toBe(link.split(NONCE).join(next));
  });

  it('lets browsers keep a shared page (back/forward cache) but ask again for a new nonce', async () => {
    const entry = (await toEntry(
      200,
      { ...headers(NONCE), 'cache-control': 'private, no-store' },
      Buffer.from(page(NONCE)),
    ))!;
    const { headers: sent } = render(entry, newNonce(), false);
    expect(sent['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).not.toContain('no-store');
    expect(SHARED_CACHE_CONTROL).not.toContain('private');
  });

  it('gives every answer a fresh nonce, in the page and in the CSP header, gzip or not', async () => {
    const entry = (await toEntry(200, headers(NONCE), Buffer.from(page(NONCE))))!;
    const next = newNonce();
    expect(next).toHaveLength(NONCE.length);
    expect(next).not.toBe(NONCE);
    const plain = render(entry, next, false);
    expect(plain.body.toString()).toBe(page(next));
    expect(plain.headers['content-security-policy']).toContain(`'nonce-${next}'`);
    expect(JSON.stringify(plain)).not.toContain(NONCE);
    const zipped = render(entry, next, true);
    expect(gunzipSync(zipped.body).toString()).toBe(page(next));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('counts the memory an entry holds: the page and its compressed pieces, no more', async () => {
    const body = Buffer.from(page(NONCE));
    const entry = (await toEntry(200, headers(NONCE), body))!;
    const zipped = entry.pieces.reduce((n, p) => n + p.deflated.length, 0);
    expect(entry.bytes).toBe(body.length + zipped);
    const held = new Set([...entry.pieces.flatMap((p) => [p.raw.buffer, p.deflated.buffer])]);
    expect([...held].reduce((n, b) => n + b.byteLength, 0)).toBeLessThanOrEqual(entry.bytes);
  });

  it('expires entries after the lifetime and evicts the oldest past the byte cap', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 12_000, now: () => now });
    const entry = (await toEntry(200, headers(NONCE), Buffer.from(page(NONCE))))!;
    cache.set('/a', entry);
    cache.set('/b', entry);
    expect(cache.get('/a')).toBeDefined();
    cache.set('/c', entry); // three pages exceed the cap: the oldest goes
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/c')).toBeDefined();
    now = 1000;
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/d', entry); // the expired /c goes now, not when asked for again
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('what a request can vary in the page cache', () => {
  /** The host's path for one request (host/server.mjs): vouch, key, look up, render on a miss. */
  function host() {
    const lookup = createPageSource(createPageCache({ ttlMs: 60_000, maxBytes: 10 * 2 ** 20 }));
    const renders: { url: string; proto: unknown; host: unknown }[] = [];
    const serve = async (url: string, sent: Record<string, string> = {}, peer = '203.0.113.7') => {
      const request = { url, method: 'GET', headers: { ...sent }, socket: { remoteAddress: peer } };
      const req = request as unknown as IncomingMessage;
      vouchForClient(req, trustedProxies('127.0.0.1'));
      expect(isCacheableRequest(req)).toBe(true);
      const key = cacheableUrl(url)!;
      req.url = key;
      return lookup(key, async () => {
        renders.push({
          url: req.url!,
          proto: req.headers['x-forwarded-proto'],
          host: req.headers['x-forwarded-host'],
        });
        return { status: 200, headers: headers(NONCE), body: Buffer.from(page(NONCE)) };
      });
    };
    return { serve, renders };
  }

  it('keeps a page under the query keys it reads, in one order, without empty values', () => {
    expect(cacheableUrl('/products?x=1')).toBe('/products');
    expect(cacheableUrl('/outlet?size=M&utm_source=ad&page=2&size=L')).toBe('/outlet?page=2&size=M&size=L');
    expect(cacheableUrl('/outlet?page=2&size=M&size=L')).toBe('/outlet?page=2&size=M&size=L');
    expect(cacheableUrl('/products?search=&sort=')).toBe('/products');
    expect(cacheableUrl('/product/5?colour=Black&size=M&ref=x')).toBe('/product/5?colour=Black&size=M');
    expect(cacheableUrl('/about-us?search=dress')).toBe('/about-us');
    // The redirect helper's parameters still reach proxy.ts (its 307 is never kept).
    expect(cacheableUrl('/?page=account&x=1')).toBe('/?page=account');
    expect(cacheableUrl('/account?x=1')).toBeUndefined();
  });

  it('serves a junk query string from the cache instead of rendering again', async () => {
    const { serve, renders } = host();
    expect((await serve('/products?search=dress')).state).toBe('MISS');
    for (const junk of ['x=1', 'x=2', 'utm_source=a&fbclid=b', 'search=dress&cb=9', 'page=&search=dress'])
      expect(
        (await serve(`/products?${junk.includes('search') ? junk : `search=dress&${junk}`}`)).state,
      ).toBe('HIT');
    // Rendered once, for the URL it is kept under: no visitor's junk reaches the shared page.
    expect(renders.map((r) => r.url)).toEqual(['/products?search=dress']);
  });

  it.each(['https', 'http'])(
    'an untrusted X-Forwarded-Proto: %s gets the entry rendered without one, and never reaches a render',
    async (proto) => {
      const { serve, renders } = host();
      const first = await serve('/outlet');
      const forged = await serve('/outlet', {
        'x-forwarded-proto': proto,
        'x-forwarded-host': 'evil.example',
      });
      expect(forged.state).toBe('HIT');
      expect(forged.entry!.pieces).toBe(first.entry!.pieces);
      const other = host();
      await other.serve('/outlet', { 'x-forwarded-proto': proto, 'x-forwarded-host': 'evil.example' });
      expect([...renders, ...other.renders]).toEqual([
        { url: '/outlet', proto: undefined, host: undefined },
        { url: '/outlet', proto: undefined, host: undefined },
      ]);
    },
  );

  it("a trusted proxy's X-Forwarded-Proto reaches the render", async () => {
    const { serve, renders } = host();
    await serve('/outlet', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1');
    expect(renders).toEqual([{ url: '/outlet', proto: 'https', host: undefined }]);
  });
});
