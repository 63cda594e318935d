// Queries typed in Greek script (Cyprus): a small list of Greek words for the suggested terms
// and common garments and colours, and a transliteration so Latin names ('Slim', 'Polo') are
// found when typed in Greek letters. Everything here works on folded text (no accents, σ for ς).

/**
 * Greek stems → English terms. A stem matches a word that starts with it (φορεμ: φόρεμα,
 * φορέματα), and, while typing, a word of 3+ letters that it starts with.
 */
export const GREEK_SYNONYMS: ReadonlyArray<readonly [stem: string, terms: readonly string[]]> = [
  ['φορεμ', ['dress']],
  ['τζιν', ['jeans']],
  ['τζην', ['jeans']],
  ['ντενιμ', ['denim']],
  ['μπλουζ', ['tshirt', 'top']],
  ['κοντομανικ', ['tshirt']],
  ['τισερτ', ['tshirt']],
  ['μπουφαν', ['jacket']],
  ['τζακετ', ['jacket']],
  ['σακακ', ['blazer']],
  ['παλτ', ['coat']],
  ['πουκαμισ', ['shirt']],
  ['πουλοβερ', ['sweater']],
  ['ζακετ', ['cardigan']],
  ['φουτερ', ['hoodie', 'sweatshirt']],
  ['αξεσουαρ', ['accessory']],
  ['φουστ', ['skirt']],
  ['παντελον', ['trousers', 'chinos', 'joggers']],
  ['βερμουδ', ['shorts']],
  ['σορτσ', ['shorts']],
  ['παπουτσ', ['sneakers', 'boots', 'loafers', 'sandals']],
  ['τσαντ', ['bag']],
  ['ζωνη', ['belt']],
  ['καπελ', ['cap', 'hat']],
  ['κασκολ', ['scarf']],
  ['φουλαρ', ['scarf']],
  ['μαυρ', ['black']],
  ['ασπρ', ['white']],
  ['λευκ', ['white']],
  ['κοκκιν', ['red']],
  ['μπλε', ['blue', 'navy']],
  ['πρασιν', ['green']],
  ['γκρι', ['grey']],
  ['ροζ', ['pink']],
  ['κιτριν', ['yellow']],
  ['καφε', ['brown']],
  ['μπεζ', ['beige']],
];

/** English terms for a folded Greek word. */
export function greekSynonyms(word: string): string[] {
  const terms = GREEK_SYNONYMS.filter(
    ([stem]) => word.startsWith(stem) || (word.length >= 3 && stem.startsWith(word)),
  );
  return [...new Set(terms.flatMap(([, t]) => t))];
}

// Two spellings: as it sounds (μπ → b, ου → u, η/υ/ει/οι → i), which is how Greek speakers write
// foreign names back ('σλιμ', 'πόλο', 'μπόμπερ'), and letter by letter (ELOT 743 style).
const DIGRAPHS_SOUND: Record<string, string> = {
  ου: 'u',
  μπ: 'b',
  ντ: 'd',
  γκ: 'g',
  γγ: 'ng',
  τζ: 'j',
  τσ: 'ts',
  ει: 'i',
  οι: 'i',
  αι: 'e',
};
const DIGRAPHS_LETTER: Record<string, string> = {
  ου: 'ou',
  μπ: 'mp',
  ντ: 'nt',
  γκ: 'gk',
  γγ: 'ng',
  τζ: 'tz',
  τσ: 'ts',
};
const LETTERS_SOUND: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'i',
  φ: 'f',
  χ: 'h',
  ψ: 'ps',
  ω: 'o',
};
const LETTERS_LETTER: Record<string, string> = { ...LETTERS_SOUND, υ: 'y', χ: 'ch' };

function transliterate(
  text: string,
  digraphs: Record<string, string>,
  letters: Record<string, string>,
): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const pair = digraphs[text.slice(i, i + 2)];
    if (pair !== undefined) {
      out += pair;
      i++;
    } else out += letters[text[i]] ?? text[i];
  }
  return out;
}

/** Latin spellings of folded Greek text (one or two). */
export function greekToLatin(text: string): string[] {
  return [
    ...new Set([
      transliterate(text, DIGRAPHS_SOUND, LETTERS_SOUND),
      transliterate(text, DIGRAPHS_LETTER, LETTERS_LETTER),
    ]),
  ];
}
