// The Greek names of what a bag line says of its variant (colours, and the size labels that are
// words), apart from the other catalogue names (catalogue-names.ts) because the bag names them in
// the browser: these two small tables are all the bag's code carries.
import type { Locale } from './locales';
import { catalogueNameKey, lookup } from './name-lookup';

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

/** A colour name in the language ('Light Blue' → 'Γαλάζιο'); unknown names stay. */
export function colourName(name: string, locale: Locale): string {
  return lookup(COLOUR_NAMES, name, locale);
}

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

/** A size label in the language: 'ONE SIZE' → 'Ένα μέγεθος'; S, M, 42, 2-3 stay as they are. */
export function sizeName(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  return SIZE_NAMES[catalogueNameKey(label)] ?? label;
}
