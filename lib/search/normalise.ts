// One folding for the index and the query, so both compare the same text: lower case, accents
// and other combining marks dropped (Greek tonos too), final sigma as sigma, whitespace collapsed.

const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(SPACES, ' ')
    .trim();
}

/** Whether folded text holds Greek letters (a query typed on a Greek keyboard). */
export function hasGreek(text: string): boolean {
  return GREEK.test(text);
}

/** Letter-only words of a folded text (for the typo vocabulary). */
export function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}]+/u).filter((w) => w.length > 0);
}
