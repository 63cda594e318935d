import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isPagePath, localePath, splitLocale } from '@/lib/i18n/paths';

// Which language a page request is served in, and whether it is sent elsewhere first (decision
// 0092). A path naming its language is that language and is never redirected to another; an
// unnamed path (the English address, also the x-default) follows the remembered choice, or on a
// first visit the browser's Accept-Language, once; crawlers are never redirected.

export interface PageRequest {
  /** The path and query as requested, e.g. '/el/men?page=2'. */
  pathname: string;
  search: string;
  /** The `lang` cookie's value, if any. */
  cookie: string | undefined;
  acceptLanguage: string | null;
  userAgent: string | null;
  /** A document GET or HEAD (not a client navigation's RSC request, not a form post). */
  isDocumentRead: boolean;
}

export type LanguageDecision =
  /** Serve `path` (the language's own prefix removed) in `locale`; remember it when asked. */
  | { kind: 'serve'; locale: Locale; path: string; remember: Locale | null }
  /** Send the browser to `location` and remember the language it names. */
  | { kind: 'redirect'; location: string; remember: Locale };

// Search engines, link previews and monitors: they index each language at its own address.
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|monitor/i;

export function isCrawler(userAgent: string | null): boolean {
  return userAgent === null || userAgent === '' || CRAWLER.test(userAgent);
}

/**
 * The language a browser prefers of the shop's two, from its Accept-Language header: the one with
 * the higher weight (a regional tag like el-CY counts as el), English when it names neither.
 */
export function preferredLocale(acceptLanguage: string | null): Locale {
  const weight: Record<Locale, number> = { en: 0, el: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (!isLocale(base)) continue;
    // A weight that is not a number (q=abc) makes the entry unreadable: it is left out.
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : 0;
    if (value > weight[base]) weight[base] = value;
  }
  return weight.el > weight.en ? 'el' : 'en';
}

export function decideLanguage(request: PageRequest): LanguageDecision {
  const { locale: named, path } = splitLocale(request.pathname);
  const remembered = isLocale(request.cookie) ? request.cookie : null;
  const crawler = isCrawler(request.userAgent);
  if (named === 'el') {
    const remember = !crawler && request.isDocumentRead && remembered !== 'el' ? 'el' : null;
    return { kind: 'serve', locale: 'el', path, remember };
  }
  if (named === 'en') {
    // /en/… is the language switch's way back to English: the English address, remembered.
    return { kind: 'redirect', location: path + request.search, remember: 'en' };
  }
  // A file beside the pages (the icon, robots.txt, the sitemaps) has one address in every language:
  // sending it to its Greek address would send it to itself, again and again.
  if (crawler || !request.isDocumentRead || !isPagePath(path))
    return { kind: 'serve', locale: 'en', path, remember: null };
  const wanted = remembered ?? preferredLocale(request.acceptLanguage);
  if (wanted === 'el')
    return { kind: 'redirect', location: localePath('el', path) + request.search, remember: 'el' };
  return { kind: 'serve', locale: 'en', path, remember: null };
}
