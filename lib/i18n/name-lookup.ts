// The lookup the catalogue's Greek names share (lib/i18n/catalogue-names.ts, colour-names.ts).
import type { Locale } from './locales';

/** The lookup key: upper case, straight apostrophes, single spaces. */
export function catalogueNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replace(/[’‘`]/g, "'").toUpperCase();
}

const LETTERS = /\p{L}/u;

/** True when the ERP's name is written in capitals ('JEANS'): the Greek is then capitals too. */
export function isUpperCase(name: string): boolean {
  return LETTERS.test(name) && name === name.toUpperCase();
}

/** Greek capitals drop the tonos: 'Τζιν για αγόρια' → 'ΤΖΙΝ ΓΙΑ ΑΓΟΡΙΑ'. */
export function greekUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0301\u0308]/g, '')
    .toUpperCase()
    .normalize('NFC');
}

/** The name in a table of Greek names (capitals kept as the ERP writes them); an unknown name as it is. */
export function lookupIn(table: Record<string, string>, name: string): string {
  const greek = table[catalogueNameKey(name)];
  if (!greek) return name;
  return isUpperCase(name) && name.trim().length > 1 ? greekUpper(greek) : greek;
}

/** A name from a table of Greek names: English as it is, an unknown name as the ERP sends it. */
export function lookup(table: Record<string, string>, name: string, locale: Locale): string {
  return locale === 'en' ? name : lookupIn(table, name);
}
