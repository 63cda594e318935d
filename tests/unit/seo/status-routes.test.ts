import { describe, expect, it } from 'vitest';
import { RENDER_ERROR, RENDER_NOT_FOUND, lastResortPage, shellRetry } from '@/host/error-shell.mjs';
import { GENERIC_ERROR } from '@/lib/error-texts';
import { RENDER_NOT_FOUND_HEADER } from '@/lib/seo/route-shape';
import {
  ERROR_ROUTE,
  NOT_FOUND_ROUTE,
  PRODUCT_NOT_FOUND_ROUTE,
  RENDER_ERROR_HEADER,
  statusRewrite,
} from '@/lib/seo/status-routes';

const headers =
  (given: Record<string, string> = {}) =>
  (name: string) =>
    given[name] ?? null;

// What Next answered for /product/5777 with the ERP down (the payload's tail, as it is escaped there).
const shell = (payload: string) =>
  Buffer.from(
    `<!DOCTYPE html><html id="__next_error__"><head></head><body><script>${payload}</script></body></html>`,
  );
const CATALOGUE_SHELL = shell('self.__next_f.push([1,"10:E{\\"digest\\":\\"CATALOGUE_UNAVAILABLE\\"}\\n"])');

describe('the host and the proxy agree on their headers', () => {
  it('names them alike on both sides', () => {
    expect(RENDER_NOT_FOUND).toBe(RENDER_NOT_FOUND_HEADER);
    expect(RENDER_ERROR).toBe(RENDER_ERROR_HEADER);
  });
});

describe('shellRetry (host/error-shell.mjs)', () => {
  it("asks for a second render of Next's empty shell only: not-found for a 404, the error view with the digest for a 5xx", () => {
    expect(shellRetry(404, shell(''))).toEqual([RENDER_NOT_FOUND, '1']);
    expect(shellRetry(500, CATALOGUE_SHELL)).toEqual([RENDER_ERROR, 'CATALOGUE_UNAVAILABLE']);
    expect(shellRetry(500, shell('no digest here'))).toEqual([RENDER_ERROR, '']);
    expect(shellRetry(200, CATALOGUE_SHELL)).toBeNull();
    expect(shellRetry(403, shell(''))).toBeNull();
    expect(shellRetry(404, Buffer.from('<!DOCTYPE html><html lang="en"><h1>404</h1></html>'))).toBeNull();
  });
});

describe('lastResortPage (host/error-shell.mjs): the root layout itself failed', () => {
  const page = lastResortPage('/account?tab="><script>x()</script>');

  it("is complete without the layout or JavaScript: lang, the spec's title and text, one noindex", () => {
    expect(GENERIC_ERROR.title).toBe('Unexpected Application Error!');
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(page).toContain('<title>Unexpected Application Error!</title>');
    expect(page).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(page).toContain(`>${GENERIC_ERROR.text}</p>`);
    expect(page.match(/<meta name="robots" content="noindex"/g)).toHaveLength(1);
    expect(page).not.toContain('<script');
    expect(shellRetry(500, Buffer.from(page))).toBeNull();
  });

  it('retries the same address, escaped, and links home', () => {
    expect(page).toContain('href="/account?tab=&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(page).toMatch(/<a href="\/"[^>]*>RETURN TO HOME<\/a>/);
  });
});

describe('statusRewrite (proxy.ts)', () => {
  it('serves a page as asked when nothing says otherwise', () => {
    expect(statusRewrite('/outlet', headers())).toBeNull();
    expect(statusRewrite('/product/5001', headers())).toBeNull();
  });

  it("sends the host's second render of a missing product to the product's own not-found view", () => {
    const notFound = headers({ [RENDER_NOT_FOUND_HEADER]: '1' });
    expect(statusRewrite('/product/999999', notFound)).toEqual({
      pathname: PRODUCT_NOT_FOUND_ROUTE,
      search: '',
    });
    expect(statusRewrite('/men/1012/product/999999', notFound)?.pathname).toBe(PRODUCT_NOT_FOUND_ROUTE);
    expect(statusRewrite('/brands/999999', notFound)).toEqual({ pathname: NOT_FOUND_ROUTE, search: '' });
  });

  it("sends the host's second render of a failed page to the error view with its digest", () => {
    expect(
      statusRewrite('/product/5777', headers({ [RENDER_ERROR_HEADER]: 'CATALOGUE_UNAVAILABLE' })),
    ).toEqual({
      pathname: ERROR_ROUTE,
      search: '?digest=CATALOGUE_UNAVAILABLE',
    });
    expect(statusRewrite('/outlet', headers({ [RENDER_ERROR_HEADER]: '' }))).toEqual({
      pathname: ERROR_ROUTE,
      search: '',
    });
  });

  it('answers 404 for a path no page can have', () => {
    expect(statusRewrite('/nope-xyz', headers())?.pathname).toBe(NOT_FOUND_ROUTE);
  });

  it('serves a status route as asked, with or without a header (Next runs the proxy again on a rewrite)', () => {
    expect(statusRewrite(ERROR_ROUTE, headers())).toBeNull();
    expect(statusRewrite(ERROR_ROUTE, headers({ [RENDER_ERROR_HEADER]: '' }))).toBeNull();
    expect(statusRewrite(PRODUCT_NOT_FOUND_ROUTE, headers({ [RENDER_NOT_FOUND_HEADER]: '1' }))).toBeNull();
  });
});
