import { describe, expect, it } from 'vitest';
import { isSharedPage } from '@/server/http/cacheable-pages.mjs';
import { cacheablePathRegex, pageCacheHttp, pageCacheServer } from '@/server/http/nginx-page-cache.mjs';

const NONCE = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeed';

describe("nginx's shared page cache", () => {
  it('keeps exactly the pages the route table lists, no other path', () => {
    const nginxSees = new RegExp(cacheablePathRegex());
    const paths = [
      '/',
      '/men',
      '/women/12',
      '/men/category/7',
      '/women/12/product/5001',
      '/product/5001',
      '/products',
      '/brands',
      '/brands/3',
      '/outlet',
      '/collections/bestsellers',
      '/cart',
      '/faqs',
      '/checkout',
      '/account',
      '/login',
      '/wishlist',
      '/api/health',
      '/mens',
      '/men/abc',
      '/product/abc',
      '/order-confirmation',
      '/_next/static/chunks/a.js',
    ];
    for (const path of paths) expect(nginxSees.test(path), path).toBe(isSharedPage(path));
    expect(nginxSees.test('/checkout')).toBe(false);
    expect(nginxSees.test('/outlet')).toBe(true);
  });

  it('refuses a placeholder that could not be found and replaced in plain text', () => {
    expect(() => pageCacheHttp({ cacheDir: '/tmp/x', nonce: 'short' })).toThrow(/32 or more/);
    expect(() => pageCacheHttp({ cacheDir: '/tmp/x', nonce: `${NONCE}"; evil` })).toThrow(/32 or more/);
  });

  it('sends the placeholder only with a page it may keep, and replaces it in the body', () => {
    const http = pageCacheHttp({ cacheDir: '/var/cache/shop', nonce: NONCE });
    expect(http).toMatch(
      new RegExp(`map \\$page_cache_skip \\$page_cache_nonce \\{\\s+0 "${NONCE}";\\s+default "";`),
    );
    const server = pageCacheServer({ nonce: NONCE });
    expect(server).toContain(`sub_filter "${NONCE}" $request_id;`);
    expect(server).toContain('proxy_set_header Accept-Encoding $page_cache_accept_encoding;');
    // Set-Cookie is not among the ignored headers: an answer that sets a cookie is never kept.
    expect(server).toMatch(/proxy_ignore_headers Cache-Control Expires Vary;/);
  });

  it('puts the answer’s nonce in place of every placeholder in the CSP and Link headers, or drops the header', () => {
    const http = pageCacheHttp({ cacheDir: '/var/cache/shop', nonce: NONCE });
    for (const header of ['content_security_policy', 'link']) {
      const mapped = nginxMap(http, header);
      for (const count of [0, 1, 3, 6]) {
        const value = Array.from({ length: count }, (_, i) => `</a${i}.css>; nonce="${NONCE}"`).join(', ');
        const expected = value.replaceAll(NONCE, 'REQUEST-ID');
        expect(mapped(value), `${header} with ${count}`).toBe(expected);
      }
      expect(mapped(`'nonce-${NONCE}'`)).toBe("'nonce-REQUEST-ID'");
      expect(mapped(Array(7).fill(NONCE).join(', '))).toBe('');
    }
  });
});

/**
 * nginx's map over `$upstream_http_<header>` as nginx evaluates it: the first expression that
 * matches gives the value, its named captures and $request_id filled in; none: the header as is.
 */
function nginxMap(conf: string, header: string) {
  const block = new RegExp(
    `map \\$upstream_http_${header} \\S+ \\{\\n([^}]*(?:\\}[^\\n][^}]*)*)\\n  \\}`,
  ).exec(conf)?.[1];
  if (!block) throw new Error(`no map over ${header}`);
  const lines = [...block.matchAll(/^ {4}"~(.*)" "(.*)";$/gm)].map(([, regex, value]) => ({
    regex: new RegExp(regex, 's'),
    value,
  }));
  return (input: string) => {
    for (const { regex, value } of lines) {
      const match = regex.exec(input);
      if (match)
        return value.replace(/\$\{(\w+)\}/g, (_, name: string) =>
          name === 'request_id' ? 'REQUEST-ID' : (match.groups?.[name] ?? ''),
        );
    }
    return input;
  };
}
