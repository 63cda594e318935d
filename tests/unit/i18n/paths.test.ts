import { describe, expect, it } from 'vitest';
import { languageAlternates, localePath, localeUrl, splitLocale } from '@/lib/i18n/paths';
import { switchHref } from '@/lib/i18n/switch-href';
import { fill } from '@/lib/i18n/fill';

describe('addresses in each language', () => {
  it('puts Greek pages under /el and leaves English as the spec’s routes', () => {
    expect(localePath('el', '/men?page=2')).toBe('/el/men?page=2');
    expect(localePath('el', '/')).toBe('/el');
    expect(localePath('el', '/?x=1')).toBe('/el?x=1');
    expect(localePath('en', '/men')).toBe('/men');
  });

  it('leaves APIs, images, other sites and already-Greek paths alone', () => {
    for (const path of [
      '/api/cart/quote',
      '/media/a/1/2',
      '/_next/static/x.js',
      'https://x.test/a',
      '//x.test',
      '#main',
      '/el/men',
    ])
      expect(localePath('el', path)).toBe(path);
  });

  it('splits a path into the language it names and the route', () => {
    expect(splitLocale('/el/product/5001')).toEqual({ locale: 'el', path: '/product/5001' });
    expect(splitLocale('/el')).toEqual({ locale: 'el', path: '/' });
    expect(splitLocale('/en/men')).toEqual({ locale: 'en', path: '/men' });
    expect(splitLocale('/element')).toEqual({ locale: null, path: '/element' });
  });

  it('names both languages and English as x-default', () => {
    expect(languageAlternates('/outlet')).toEqual({
      en: '/outlet',
      el: '/el/outlet',
      'x-default': '/outlet',
    });
    expect(localeUrl('el', 'https://ruck.example/brands/7?page=2')).toBe(
      'https://ruck.example/el/brands/7?page=2',
    );
  });
});

describe('the language switch', () => {
  it('keeps the page, its filters and its page number', () => {
    expect(switchHref('el', '/men/category/12', 'size=M&page=2')).toBe('/el/men/category/12?size=M&page=2');
    expect(switchHref('en', '/el/men/category/12', '?size=M')).toBe('/en/men/category/12?size=M');
    expect(switchHref('en', '/el', '')).toBe('/en');
    expect(switchHref('el', '/', '')).toBe('/el');
  });
});

describe('a client message’s placeholders', () => {
  it('fills the named ones and keeps an unknown one visible', () => {
    expect(fill('{count} items in {place}', { count: 3, place: 'the bag' })).toBe('3 items in the bag');
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });
});
