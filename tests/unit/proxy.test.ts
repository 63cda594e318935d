import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config, contentSecurityPolicy, proxy } from '@/proxy';
import { pageStatus } from '@/app/_status/page-status';
import { LAYOUT_FAILURE_HEADER, LAYOUT_FAILURE_PROBE } from '@/lib/seo/status-routes';

// The catalogue and order reads behind a page's status are the ERP's and the database's; here a
// product page answers 404 and every other page renders.
vi.mock('@/app/_status/page-status', () => ({
  pageStatus: vi.fn(async (url: URL) =>
    url.pathname === '/product/999'
      ? { pathname: '/status/product-not-found', search: '', status: 404 }
      : null,
  ),
}));

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy('bm9uY2U=', {
    dev: false,
    https: true,
    gatewayOrigin: 'https://gateway.example',
  });

  it('lets forms post to this site and the card gateway only', () => {
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://gateway.example");
  });

  it('runs only nonced scripts and lets no one frame the shop', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('proxy', () => {
  it("names the configured gateway's origin in every page's CSP", async () => {
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/checkout'));
    // No JCC_BASE_URL in the test environment: the sandbox gateway on 127.0.0.1.
    expect(directive(res.headers.get('content-security-policy') ?? '', 'form-action')).toMatch(
      /^form-action 'self' http:\/\/127\.0\.0\.1:\d+$/,
    );
  });

  it("takes upgrade-insecure-requests from SITE_URL, never from the request's scheme or X-Forwarded-Proto", async () => {
    // No SITE_URL in the test environment: the shop on http://127.0.0.1, so no upgrade.
    const csp = async (url: string, headers: Record<string, string> = {}) =>
      ((await proxy(new NextRequest(url, { headers }))).headers.get('content-security-policy') ?? '').replace(
        /'nonce-[^']+'/,
        'NONCE',
      );
    const plain = await csp('http://127.0.0.1:3000/products');
    expect(plain).not.toContain('upgrade-insecure-requests');
    // What Next makes of a client's X-Forwarded-Proto: https is an https request URL.
    expect(await csp('https://127.0.0.1:3000/products', { 'x-forwarded-proto': 'https' })).toBe(plain);
    expect(await csp('http://127.0.0.1:3000/products', { 'x-forwarded-proto': 'http' })).toBe(plain);
    // The redirect helper's absolute URL is SITE_URL's, whatever scheme the request claims.
    const location = async (url: string) => (await proxy(new NextRequest(url))).headers.get('location');
    expect(await location('https://127.0.0.1:3000/?page=account')).toBe(
      await location('http://127.0.0.1:3000/?page=account'),
    );
  });

  it('the redirect helper sends /?page=…&id=… to an allowed page on SITE_URL, and nowhere else', async () => {
    const go = async (query: string) =>
      (await proxy(new NextRequest(`http://internal-host:3000/?${query}`))).headers.get('location');
    expect(await go('page=order-confirmation&id=o_7f3a')).toBe(
      'http://127.0.0.1:3000/order-confirmation?order=o_7f3a',
    );
    expect(await go('page=account')).toBe('http://127.0.0.1:3000/account');
    expect(await go('page=//evil.example')).toBe('http://127.0.0.1:3000/');
    expect(
      (await proxy(new NextRequest('http://127.0.0.1:3000/?utm_source=x'))).headers.get('location'),
    ).toBeNull();
  });

  it("rewrites a page that answers 404 to its complete view with the page's status, keeping the CSP", async () => {
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/product/999'));
    expect(res.status).toBe(404);
    expect(new URL(res.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/status/product-not-found');
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it("decides the status under the request's own nonce, the one its CSP carries", async () => {
    vi.mocked(pageStatus).mockClear();
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/outlet?page=2'));
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(pageStatus).toHaveBeenCalledWith(expect.anything(), nonce);
  });

  it("fails the root layout on the probe's path only, never for a client's header", async () => {
    const sent = (res: Response) => res.headers.get(`x-middleware-request-${LAYOUT_FAILURE_HEADER}`);
    expect(sent(await proxy(new NextRequest(`http://127.0.0.1:3000${LAYOUT_FAILURE_PROBE}`)))).toBe('1');
    const forged = new NextRequest('http://127.0.0.1:3000/', { headers: { [LAYOUT_FAILURE_HEADER]: '1' } });
    expect(sent(await proxy(forged))).toBeNull();
  });

  it('leaves a client navigation (RSC) to the page: the router renders its not-found view', async () => {
    vi.mocked(pageStatus).mockClear();
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/product/999', { headers: { rsc: '1' } }));
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(pageStatus).not.toHaveBeenCalled();
  });

  it('lets a browser and a CDN keep the pages that are the same for everyone, and only those', async () => {
    const cacheControl = async (
      path: string,
      init: { method?: string; headers?: Record<string, string> } = {},
    ) => (await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, init))).headers.get('cache-control');
    expect(await cacheControl('/outlet?sort=price-asc')).toBe('public, no-cache');
    expect(await cacheControl('/about-us', { method: 'HEAD' })).toBe('public, no-cache');
    // Personal pages, a client navigation's payload, a missing product, a POST: Next's own no-store.
    expect(await cacheControl('/checkout')).toBeNull();
    expect(await cacheControl('/outlet', { headers: { rsc: '1' } })).toBeNull();
    expect(await cacheControl('/product/999')).toBeNull();
    expect(await cacheControl('/contact', { method: 'POST' })).toBeNull();
  });

  it('runs for pages only: not for the API, /media images or static files', () => {
    const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const page of ['/', '/outlet', '/men/12/product/5', '/api-docs', '/mediakit', '/status/error'])
      expect(runsFor(page), page).toBe(true);
    for (const other of [
      '/api/search?q=dress',
      '/api/health',
      '/media/item/5/1',
      '/_next/static/chunks/a.js',
    ])
      expect(runsFor(other), other).toBe(false);
  });
});
