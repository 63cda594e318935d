// The order sizes show in a filter: letter sizes small to large, then numeric sizes ascending,
// then age ranges ('2-3', as normalised from '2-3Y') by age, then anything else by name.

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const NUMERIC = /^\d+(?:\.\d+)?$/;
const AGE_RANGE = /^(\d+)-(\d+)$/;

type Rank = [tier: number, first: number, second: number, text: string];

function rank(size: string): Rank {
  const upper = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(upper);
  if (letter >= 0) return [0, letter, 0, ''];
  if (NUMERIC.test(upper)) return [1, Number(upper), 0, ''];
  const age = AGE_RANGE.exec(upper);
  if (age) return [2, Number(age[1]), Number(age[2]), ''];
  return [3, 0, 0, upper];
}

/** Comparator for size labels: XS, S, M, L, XL, 2XL, 3XL, then 28, 30, …, then 2-3, 4-5, …, then others. */
export function compareSizes(a: string, b: string): number {
  const [ra, rb] = [rank(a), rank(b)];
  for (let i = 0; i < 3; i += 1) {
    const d = (ra[i] as number) - (rb[i] as number);
    if (d !== 0) return d;
  }
  return ra[3] < rb[3] ? -1 : ra[3] > rb[3] ? 1 : 0;
}
