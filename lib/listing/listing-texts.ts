import { listingLabel } from '@/lib/i18n/catalogue-names';
import type { Locale } from '@/lib/i18n/locales';

// A listing page's English intro and meta description (app/_listing/listings.ts) in Greek. The
// listing page is memoized across languages, so it keeps its English texts and they are read
// back here when the page is shown or its metadata written in Greek.

const FIXED: Record<string, string> = {
  'Last sizes and past seasons at outlet prices: the deals change often, so check back soon.':
    'Τελευταία μεγέθη και προηγούμενες σεζόν σε τιμές outlet: οι προσφορές αλλάζουν συχνά, ελάτε ξανά σύντομα.',
  'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.':
    'Προσφορές outlet σε ρούχα και αξεσουάρ: τελευταία μεγέθη και προηγούμενες σεζόν σε μειωμένες τιμές.',
  'The latest styles, just in.': 'Τα νεότερα σχέδια, μόλις έφτασαν.',
  'New arrivals: the latest clothing and accessories in store.':
    'Νέες αφίξεις: τα νεότερα ρούχα και αξεσουάρ του καταστήματος.',
  'Discover our most popular styles': 'Ανακαλύψτε τα πιο δημοφιλή μας σχέδια',
  'Our best-selling clothing and accessories for men, women and kids.':
    'Τα ρούχα και αξεσουάρ μας με τις περισσότερες πωλήσεις, για άνδρες, γυναίκες και παιδιά.',
};

const GENDER_WORD: Record<string, string> = { men: 'άνδρες', women: 'γυναίκες' };

const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^(.*): clothing and accessories at RUCK\.$/s,
    (m) => `${listingLabel(m[1], 'el')}: ρούχα και αξεσουάρ στο RUCK.`,
  ],
  [
    /^(.*) for (men|women): clothing at RUCK\.$/s,
    (m) => `${listingLabel(m[1], 'el')} για ${GENDER_WORD[m[2]]}: ρούχα στο RUCK.`,
  ],
  [
    /^(.*): every style of the range at RUCK, Cyprus\.$/s,
    (m) => `${listingLabel(m[1], 'el')}: όλα τα σχέδια της σειράς στο RUCK, Κύπρος.`,
  ],
];

/** A listing's intro or description in the language; an unknown English text stays as it is. */
export function listingText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  if (FIXED[text]) return FIXED[text];
  for (const [pattern, greek] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return greek(match);
  }
  return text;
}
