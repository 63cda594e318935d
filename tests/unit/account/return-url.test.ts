import { describe, expect, it } from 'vitest';
import { redirectLocation, redirectTarget, safeReturnUrl } from '@/lib/account/return-url';

describe('safeReturnUrl', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnUrl('/wishlist')).toBe('/wishlist');
    expect(safeReturnUrl('/men/12/product/345?color=RED&size=M#reviews')).toBe(
      '/men/12/product/345?color=RED&size=M#reviews',
    );
    expect(safeReturnUrl('/products?search=a%2Fb%20c')).toBe('/products?search=a%2Fb%20c');
    expect(safeReturnUrl('/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnUrl('/a/../account')).toBe('/account');
    expect(safeReturnUrl('/../../account')).toBe('/account');
  });

  const refused = [
    // protocol-relative and backslash tricks
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    // schemes and absolute URLs
    'https://evil.example',
    'http://127.0.0.1:3000/account',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.example',
    'evil.example',
    'account',
    '',
    // whitespace and control characters
    ' /account',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '\u0000/account',
    '/acc\u0000ount',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\ufeff/evil.example',
    '/account ',
    // encoded variants
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F/evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    '/%E0%A4%A',
    '/%',
  ];

  it.each(refused)('refuses %j', (input) => {
    expect(safeReturnUrl(input)).toBe('/');
    expect(safeReturnUrl(input, '/account')).toBe('/account');
  });

  it('refuses what is not a string, and an overlong path', () => {
    for (const input of [undefined, null, 42, ['/account'], { href: '/account' }])
      expect(safeReturnUrl(input)).toBe('/');
    expect(safeReturnUrl('/' + 'a'.repeat(5000))).toBe('/');
  });
});

describe('redirectTarget (the spec redirect helper)', () => {
  it('maps an allowed page name to its path and hands back the id', () => {
    expect(redirectTarget('page=order-confirmation&id=A123')).toEqual({
      path: '/order-confirmation',
      confirmationId: 'A123',
    });
    expect(redirectTarget(new URLSearchParams({ page: 'account' }))).toEqual({ path: '/account' });
  });

  it('sends an unknown or hostile page name to the fallback', () => {
    for (const page of [
      '//evil.example',
      'https://evil.example',
      '../admin',
      'constructor',
      '__proto__',
      'ACCOUNT',
    ])
      expect(redirectTarget(new URLSearchParams({ page }))).toEqual({ path: '/' });
    expect(redirectTarget('id=5')).toEqual({ path: '/', confirmationId: '5' });
    expect(redirectTarget('page=nope', '/cart')).toEqual({ path: '/cart' });
    expect(redirectTarget('page=nope', '//evil.example')).toEqual({ path: '/' });
  });

  it('drops an id that is not a short token', () => {
    expect(redirectTarget('page=order-confirmation&id=<script>')).toEqual({ path: '/order-confirmation' });
    expect(redirectTarget(`page=order-confirmation&id=${'x'.repeat(65)}`)).toEqual({
      path: '/order-confirmation',
    });
  });
});

describe('redirectLocation (where the redirect helper sends the browser)', () => {
  it('opens an order confirmation on its order, and other pages as they are', () => {
    expect(redirectLocation(new URLSearchParams('page=order-confirmation&id=o_7f3a'))).toBe(
      '/order-confirmation?order=o_7f3a',
    );
    expect(redirectLocation(new URLSearchParams('page=wishlist&id=o_7f3a'))).toBe('/wishlist');
    expect(redirectLocation(new URLSearchParams('page=https://evil.example&id=1'))).toBe('/');
  });
});
