import type { Locale } from '@/lib/i18n/locales';
import { localePath, splitLocale } from '@/lib/i18n/paths';

/**
 * Where the language switch sends the shopper: the same page, filters and page number, in the other
 * language. English goes through /en/…, which proxy.ts answers by remembering English and
 * redirecting to the English address (lib/i18n/language-choice.ts); Greek is its own /el address,
 * which remembers Greek when opened.
 */
export function switchHref(target: Locale, pathname: string, search: string): string {
  const { path } = splitLocale(pathname);
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  if (target === 'el') return localePath('el', path) + query;
  return (path === '/' ? '/en' : `/en${path}`) + query;
}
