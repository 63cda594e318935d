// The overlay route's input rule: one `q` and nothing else, trimmed, control characters dropped,
// 1 to 100 characters (the listing's search box allows as many). Answers say what is wrong in words.
import { SEARCH_MAX_LENGTH } from '@/lib/listing/query';
import type { Result } from '@/lib/result';

/** The term, or what is wrong with it in words. */
export type SearchTermResult = Result<string, string>;

const CONTROL = /\p{Cc}+/gu;

export function parseSearchTerm(params: URLSearchParams): SearchTermResult {
  if ([...params.keys()].some((key) => key !== 'q'))
    return { ok: false, error: 'Only the search term q may be given' };
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
