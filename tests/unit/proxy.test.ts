import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, proxy } from '@/proxy';

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
  it("names the configured gateway's origin in every page's CSP", () => {
    const res = proxy(new NextRequest('http://127.0.0.1:3000/checkout'));
    // No JCC_BASE_URL in the test environment: the sandbox gateway on 127.0.0.1.
    expect(directive(res.headers.get('content-security-policy') ?? '', 'form-action')).toMatch(
      /^form-action 'self' http:\/\/127\.0\.0\.1:\d+$/,
    );
  });

  it("takes upgrade-insecure-requests from SITE_URL, never from the request's scheme or X-Forwarded-Proto", () => {
    // No SITE_URL in the test environment: the shop on http://127.0.0.1, so no upgrade.
    const csp = (url: string, headers: Record<string, string> = {}) =>
      (proxy(new NextRequest(url, { headers })).headers.get('content-security-policy') ?? '').replace(
        /'nonce-[^']+'/,
        'NONCE',
      );
    const plain = csp('http://127.0.0.1:3000/products');
    expect(plain).not.toContain('upgrade-insecure-requests');
    // What Next makes of a client's X-Forwarded-Proto: https is an https request URL.
    expect(csp('https://127.0.0.1:3000/products', { 'x-forwarded-proto': 'https' })).toBe(plain);
    expect(csp('http://127.0.0.1:3000/products', { 'x-forwarded-proto': 'http' })).toBe(plain);
    // The redirect helper's absolute URL is SITE_URL's, whatever scheme the request claims.
    const location = (url: string) => proxy(new NextRequest(url)).headers.get('location');
    expect(location('https://127.0.0.1:3000/?page=account')).toBe(
      location('http://127.0.0.1:3000/?page=account'),
    );
  });

  it('the redirect helper sends /?page=…&id=… to an allowed page on SITE_URL, and nowhere else', () => {
    const go = (query: string) =>
      proxy(new NextRequest(`http://internal-host:3000/?${query}`)).headers.get('location');
    expect(go('page=order-confirmation&id=o_7f3a')).toBe(
      'http://127.0.0.1:3000/order-confirmation?order=o_7f3a',
    );
    expect(go('page=account')).toBe('http://127.0.0.1:3000/account');
    expect(go('page=//evil.example')).toBe('http://127.0.0.1:3000/');
    expect(proxy(new NextRequest('http://127.0.0.1:3000/?utm_source=x')).headers.get('location')).toBeNull();
  });
});
