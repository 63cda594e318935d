// The search engine: the spec's semantics over a SearchIndex, plus synonyms, Greek and typos.
//
// Stage 1 (spec): the folded term, and its synonyms, as case-insensitive substrings of name,
// code, collection or colour names. Rank: exact name first, then names starting with the term
// (by name), then the rest (catalogue order); then the same three tiers for each synonym, so
// what the shopper typed always outranks what we added.
// Stage 2, only when stage 1 finds nothing: every word must match somewhere (in any order),
// each word through its synonyms, its Greek reading, and for words of 4+ letters that occur
// nowhere, the catalogue words within a small edit distance.
import { greekSynonyms, greekToLatin } from './greek';
import { fold, hasGreek } from './normalise';
import { gramKey, type Searchable, type SearchIndex } from './search-index';
import { synonymsOf } from './synonyms';
import { closeWords } from './typo';

const NONE = new Int32Array(0);

const unique = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];

/** The Latin readings of a folded word or phrase: Greek → its English terms and spellings. */
function readings(text: string): string[] {
  if (!hasGreek(text)) return [text];
  const synonyms = text.includes(' ') ? [] : greekSynonyms(text);
  return unique([...synonyms, ...greekToLatin(text)]);
}

/** What a folded term may match: its readings, each followed by its synonyms. */
export function alternativesOf(text: string): string[] {
  return unique(readings(text).flatMap((r) => [r, ...synonymsOf(r)]));
}

/** Items that may hold `text` (ascending), or null when every item may (shorter than a trigram). */
function candidates<T extends Searchable>(index: SearchIndex<T>, text: string): Int32Array | null {
  if (text.length < 3) return null;
  let best: Int32Array | undefined;
  for (let i = 0; i + 3 <= text.length; i++) {
    const list = index.grams.get(gramKey(text, i));
    if (!list) return NONE;
    if (!best || list.length < best.length) best = list;
  }
  return best ?? NONE;
}

/** Item numbers (ascending) whose text holds any of `alts` and that `keep` accepts, until `limit`. */
function scan<T extends Searchable>(
  index: SearchIndex<T>,
  alts: string[],
  limit: number,
  keep: (d: number) => boolean = () => true,
): number[] {
  const out: number[] = [];
  const holds = (d: number) => alts.some((a) => index.texts[d].includes(a)) && keep(d);
  const lists = alts.map((a) => candidates(index, a));
  if (lists.some((l) => l === null)) {
    for (let d = 0; d < index.texts.length && out.length < limit; d++) if (holds(d)) out.push(d);
    return out;
  }
  if (lists.length === 1) {
    for (const d of lists[0]!) if (holds(d) && out.push(d) >= limit) break;
    return out;
  }
  // Merge the ascending candidate lists so the result stays in catalogue order.
  const heads = lists.map(() => 0);
  while (out.length < limit) {
    let next = Infinity;
    for (let k = 0; k < lists.length; k++)
      if (heads[k] < lists[k]!.length) next = Math.min(next, lists[k]![heads[k]]);
    if (next === Infinity) break;
    for (let k = 0; k < lists.length; k++) if (lists[k]![heads[k]] === next) heads[k]++;
    if (holds(next)) out.push(next);
  }
  return out;
}

/** First position in byName whose name is not below `text`. */
function lowerBound<T extends Searchable>(index: SearchIndex<T>, text: string): number {
  let lo = 0;
  let hi = index.byName.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.names[index.byName[mid]] < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Stage 1: the spec's substring match and ranking over the term's alternatives. */
function rankPhrase<T extends Searchable>(index: SearchIndex<T>, alts: string[], limit: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const add = (d: number) => {
    if (!seen.has(d)) {
      seen.add(d);
      out.push(d);
    }
    return out.length >= limit;
  };
  for (const a of alts) {
    for (const d of index.exact.get(a) ?? []) if (add(d)) return out;
    for (let i = lowerBound(index, a); i < index.byName.length; i++) {
      const d = index.byName[i];
      if (!index.names[d].startsWith(a)) break;
      if (add(d)) return out;
    }
    for (const d of scan(index, [a], limit - out.length, (d) => !seen.has(d))) if (add(d)) return out;
  }
  return out;
}

/** Whether any item holds `text`. */
const occurs = <T extends Searchable>(index: SearchIndex<T>, text: string) =>
  scan(index, [text], 1).length > 0;

/** A word's alternatives, or when none occurs anywhere, the catalogue words it may misspell. */
function wordAlternatives<T extends Searchable>(index: SearchIndex<T>, word: string): string[] {
  const alts = alternativesOf(word);
  if (alts.some((a) => occurs(index, a))) return alts;
  const fixes = alts.flatMap((a) => (/^[a-z]+$/.test(a) ? closeWords(a, index.vocabulary) : []));
  return unique(fixes.flatMap((f) => [f, ...synonymsOf(f)]));
}

/** Stage 2: every word matches (any field, any order), with typo fallback per word. */
function matchWords<T extends Searchable>(index: SearchIndex<T>, folded: string, limit: number): number[] {
  const words = folded.split(' ');
  // One word: its corrections are ranked like a typed term (a typo must not lose the tiers).
  if (words.length === 1) return rankPhrase(index, wordAlternatives(index, folded), limit);
  // The longest word is likely the rarest: scan for it, then check the others on its matches.
  const alts = words.sort((a, b) => b.length - a.length).map((w) => wordAlternatives(index, w));
  if (alts.some((a) => a.length === 0)) return [];
  // The other words are checked inside the scan, so it stops at `limit` matches instead of
  // collecting every item that holds the first word (thousands at 50,000 items).
  const others = alts.slice(1);
  return scan(index, alts[0], limit, (d) => others.every((a) => a.some((x) => index.texts[d].includes(x))));
}

/** The items matching `term`, best first, at most `limit`. A blank term matches nothing. */
export function search<T extends Searchable>(index: SearchIndex<T>, term: string, limit = Infinity): T[] {
  const folded = fold(term);
  if (folded === '' || limit <= 0) return [];
  let docs = rankPhrase(index, alternativesOf(folded), limit);
  if (docs.length === 0) docs = matchWords(index, folded, limit);
  return docs.map((d) => index.items[d]);
}
