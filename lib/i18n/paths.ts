import { DEFAULT_LOCALE, GREEK_PREFIX, type Locale } from '@/lib/i18n/locales';

/** Whether a path belongs to the shop's pages rather than its APIs, images or files. */
/** A page's path, as against an API, a file or an asset the shop serves beside its pages. */
export function isPagePath(path: string): boolean {
  return !/^\/(api|media|_next|sitemap|robots\.txt|icon|hero|generated|fonts)(\/|\.|$)/.test(path);
}

/**
 * A shop path as the given language addresses it: '/men?page=2' → '/el/men?page=2' in Greek.
 * English, API and file paths, and anything not a root-relative path, are returned as they are.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (!isPagePath(path) || splitLocale(path).locale === 'el') return path;
  return path === '/'
    ? GREEK_PREFIX
    : path.startsWith('/?')
      ? GREEK_PREFIX + path.slice(1)
      : GREEK_PREFIX + path;
}

/**
 * The language a path names and the path without it: '/el/men' → { locale: 'el', path: '/men' };
 * '/en/men' names English explicitly (the language switch's way back). null when it names none.
 */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(en|el)(?=\/|\?|$)/.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/** The same page in each language plus x-default (the English address), for hreflang. */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  return { en: path, el: localePath('el', path), 'x-default': path };
}

/** localePath for an absolute address of the shop ('https://…/men' → 'https://…/el/men'). */
export function localeUrl(locale: Locale, url: string): string {
  const parsed = new URL(url);
  return parsed.origin + localePath(locale, parsed.pathname + parsed.search);
}
