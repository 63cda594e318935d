import { describe, expect, it } from 'vitest';
import { decideLanguage, isCrawler, preferredLocale, type PageRequest } from '@/lib/i18n/language-choice';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const visit = (over: Partial<PageRequest>): PageRequest => ({
  pathname: '/men',
  search: '',
  cookie: undefined,
  acceptLanguage: 'en-US,en;q=0.9',
  userAgent: CHROME,
  isDocumentRead: true,
  ...over,
});

describe('the browser’s preferred language', () => {
  it.each([
    ['el-GR,el;q=0.9,en;q=0.8', 'el'],
    ['el-CY', 'el'],
    ['en-GB,en;q=0.9,el;q=0.8', 'en'],
    ['en;q=0.5, el;q=0.7', 'el'],
    ['de-DE,fr;q=0.9', 'en'],
    ['', 'en'],
    ['el;q=abc', 'en'],
  ])('%s → %s', (header, locale) => expect(preferredLocale(header)).toBe(locale));

  it('reads no header as English', () => expect(preferredLocale(null)).toBe('en'));
});

describe('which language a page request is served in', () => {
  it('serves /el/… in Greek, its route without the prefix, remembering Greek', () => {
    expect(decideLanguage(visit({ pathname: '/el/men', search: '?page=2' }))).toEqual({
      kind: 'serve',
      locale: 'el',
      path: '/men',
      remember: 'el',
    });
    expect(decideLanguage(visit({ pathname: '/el' }))).toMatchObject({ locale: 'el', path: '/' });
  });

  it('never redirects a URL that names its language, whatever the browser prefers', () => {
    const greek = decideLanguage(visit({ pathname: '/el/product/5001', cookie: 'en' }));
    expect(greek).toMatchObject({ kind: 'serve', locale: 'el' });
  });

  it('does not set the cookie again when it already says Greek', () => {
    expect(decideLanguage(visit({ pathname: '/el/men', cookie: 'el' }))).toMatchObject({ remember: null });
  });

  it('follows a Greek browser once on a first visit to an English address', () => {
    expect(decideLanguage(visit({ acceptLanguage: 'el-GR,el;q=0.9', search: '?size=M' }))).toEqual({
      kind: 'redirect',
      location: '/el/men?size=M',
      remember: 'el',
    });
    expect(decideLanguage(visit({ pathname: '/', acceptLanguage: 'el' }))).toMatchObject({ location: '/el' });
  });

  it('keeps a remembered English choice over a Greek browser', () => {
    expect(decideLanguage(visit({ acceptLanguage: 'el', cookie: 'en' }))).toEqual({
      kind: 'serve',
      locale: 'en',
      path: '/men',
      remember: null,
    });
  });

  it('sends a remembered Greek choice to the Greek address', () => {
    expect(decideLanguage(visit({ cookie: 'el' }))).toMatchObject({ kind: 'redirect', location: '/el/men' });
  });

  it('never sends a file beside the pages anywhere, whatever the browser prefers (no redirect loop)', () => {
    for (const pathname of ['/icon.svg', '/robots.txt', '/sitemap.xml', '/sitemap/0.xml'])
      for (const prefers of [{ cookie: 'el' }, { acceptLanguage: 'el' }])
        expect(decideLanguage(visit({ pathname, search: '?v=1', ...prefers }))).toEqual({
          kind: 'serve',
          locale: 'en',
          path: pathname,
          remember: null,
        });
  });

  it('serves an English browser English without setting a cookie', () => {
    expect(decideLanguage(visit({}))).toEqual({ kind: 'serve', locale: 'en', path: '/men', remember: null });
  });

  it('never redirects a crawler, and never remembers for one', () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(decideLanguage(visit({ userAgent: bot, acceptLanguage: 'el', cookie: 'el' }))).toMatchObject({
      kind: 'serve',
      locale: 'en',
    });
    expect(decideLanguage(visit({ userAgent: bot, pathname: '/el/men' }))).toMatchObject({
      locale: 'el',
      remember: null,
    });
    expect(isCrawler(null)).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
  });

  it('leaves client navigations and form posts where they are', () => {
    expect(decideLanguage(visit({ cookie: 'el', isDocumentRead: false }))).toMatchObject({ kind: 'serve' });
  });

  it('answers /en/… (the switch back to English) with the English address, remembered', () => {
    expect(decideLanguage(visit({ pathname: '/en/men', search: '?page=2', cookie: 'el' }))).toEqual({
      kind: 'redirect',
      location: '/men?page=2',
      remember: 'en',
    });
    expect(decideLanguage(visit({ pathname: '/en' }))).toMatchObject({ location: '/' });
  });

  it('does not take a path that only starts with the letters for a language', () => {
    expect(decideLanguage(visit({ pathname: '/elegant' }))).toMatchObject({
      kind: 'serve',
      path: '/elegant',
    });
  });
});
