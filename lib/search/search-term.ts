// The overlay route's input rule: one `q`, trimmed, control characters dropped, 1 to 100 characters
// (the listing's search box allows as many), and at most the page's language (`lang=el`: the
// answer is cached by its address, so its language is part of it). Answers say what is wrong in words.
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';
import type { Result } from '@/lib/result';
import { DEFAULT_LOCALE, LANGUAGE_PARAM_REFUSAL, isLocale, type Locale } from '@/lib/i18n/locales';

/** The term, or what is wrong with it in words. */
export type SearchTermResult = Result<string, string>;

const CONTROL = /\p{Cc}+/gu;

export function parseSearchTerm(params: URLSearchParams): SearchTermResult {
  if ([...params.keys()].some((key) => key !== 'q' && key !== 'lang'))
    return { ok: false, error: 'Only the search term q may be given' };
  const lang = params.getAll('lang');
  if (lang.length > 1 || (lang.length === 1 && !isLocale(lang[0])))
    return { ok: false, error: LANGUAGE_PARAM_REFUSAL };
  const values = params.getAll('q');
  if (values.length === 0) return { ok: false, error: 'The search term is missing: add ?q=' };
  if (values.length > 1) return { ok: false, error: 'Give one search term q, not several' };
  const term = values[0].replace(CONTROL, ' ').trim();
  if (term === '') return { ok: false, error: 'The search term q is empty' };
  if (term.length > SEARCH_MAX_LENGTH) {
    return { ok: false, error: `The search term q is longer than ${SEARCH_MAX_LENGTH} characters` };
  }
  return { ok: true, data: term };
}

/** The language the answer is in: `lang`, once parseSearchTerm has accepted it; English without. */
export function searchLanguage(params: URLSearchParams): Locale {
  const lang = params.get('lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
