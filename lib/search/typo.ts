// Typo tolerance: words of the catalogue within a small edit distance of a query word. Used only
// when nothing matches exactly, so a correct query is never diluted by near misses.
import { TYPO_MIN_LENGTH } from './limits';

/** Allowed edits: one for 4-7 letters, two from 8 (longer words carry more slips). */
export const allowedEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps: 'jakcet'), or max + 1 as
 * soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/**
 * Catalogue words a query word may have meant, closest first. While typing, the word may be the
 * start of a longer one ('jakc' → 'jacket'), so a vocabulary word's prefix of the same length
 * counts as well.
 */
export function closeWords(word: string, vocabulary: readonly string[], limit = 5): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  const max = allowedEdits(word);
  const found: [string, number][] = [];
  for (const candidate of vocabulary) {
    if (candidate.length < word.length - max) continue;
    const whole = editDistance(word, candidate, max);
    const start =
      candidate.length > word.length ? editDistance(word, candidate.slice(0, word.length), max) : whole;
    const d = Math.min(whole, start);
    if (d <= max) found.push([candidate, d]);
  }
  return found
    .sort((x, y) => x[1] - y[1] || x[0].length - y[0].length)
    .slice(0, limit)
    .map(([w]) => w);
}
