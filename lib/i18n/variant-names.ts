// The Greek names of what a bag line says of its variant (colours, and the size labels that are
// words), apart from the other catalogue names (catalogue-names.ts) because the browser names bag
// lines too: the server and the lazily loaded bag menu import these tables; the cart page's code
// gets them from its server page instead (variant-lookup.ts), and cards get their colours named.
import type { ProductColour } from '@/lib/types';
import type { Locale } from './locales';
import { catalogueNameKey } from './name-lookup';
import { namedColour, namedSize, type VariantNames } from './variant-lookup';

const COLOUR_NAMES: Record<string, string> = {
  WHITE: 'Λευκό',
  BLACK: 'Μαύρο',
  NAVY: 'Μπλε σκούρο',
  INDIGO: 'Ίντιγκο',
  'LIGHT BLUE': 'Γαλάζιο',
  GREY: 'Γκρι',
  GRAY: 'Γκρι',
  CHARCOAL: 'Ανθρακί',
  BEIGE: 'Μπεζ',
  CAMEL: 'Καμηλό',
  BROWN: 'Καφέ',
  KHAKI: 'Χακί',
  OLIVE: 'Λαδί',
  GREEN: 'Πράσινο',
  RED: 'Κόκκινο',
  BURGUNDY: 'Μπορντό',
  PINK: 'Ροζ',
  LILAC: 'Λιλά',
  YELLOW: 'Κίτρινο',
  ORANGE: 'Πορτοκαλί',
  ECRU: 'Εκρού',
  STONE: 'Πέτρας',
  BLUE: 'Μπλε',
  MULTI: 'Πολύχρωμο',
};

/** Whether the colour has a Greek name (for tests and reports of missing names). */
export function hasGreekColourName(name: string): boolean {
  return catalogueNameKey(name) in COLOUR_NAMES;
}

// Sizes such as S, M, 42 or 2-3 read the same in Greek; only the worded ones change.
const SIZE_NAMES: Record<string, string> = {
  'ONE SIZE': 'Ένα μέγεθος',
  ONESIZE: 'Ένα μέγεθος',
  'ONE-SIZE': 'Ένα μέγεθος',
  OS: 'Ένα μέγεθος',
};

const GREEK: VariantNames = { colours: COLOUR_NAMES, sizes: SIZE_NAMES };
const AS_SENT: VariantNames = { colours: {}, sizes: {} };

/** The tables for a language: English names everything as the ERP sends it. */
export function variantNames(locale: Locale): VariantNames {
  return locale === 'en' ? AS_SENT : GREEK;
}

/** A colour name in the language ('Light Blue' → 'Γαλάζιο'); unknown names stay. */
export function colourName(name: string, locale: Locale): string {
  return namedColour(variantNames(locale), name);
}

/** A size label in the language: 'ONE SIZE' → 'Ένα μέγεθος'; S, M, 42, 2-3 stay as they are. */
export function sizeName(label: string, locale: Locale): string {
  return namedSize(variantNames(locale), label);
}

/**
 * The colours' names in the page's language (`shown`), for the product pickers and the cards; the
 * labels stay the cart's keys. The same object in English.
 */
export function withShownColours<T extends { colours: ProductColour[] }>(item: T, locale: Locale): T {
  if (locale === 'en') return item;
  return { ...item, colours: item.colours.map((c) => ({ ...c, shown: colourName(c.label, locale) })) };
}
