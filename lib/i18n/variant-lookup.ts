// How a bag line's colour and size are named, from tables the caller hands in: the browser's bag
// code carries this lookup and not the tables (variant-names.ts), so an English page ships no Greek
// and the Greek cart page gets them from its server with the page.
import { catalogueNameKey, lookupIn } from './name-lookup';

/** Greek names by lookup key (catalogueNameKey); empty tables leave every name as the ERP sends it. */
export interface VariantNames {
  colours: Record<string, string>;
  sizes: Record<string, string>;
}

/** 'Light Blue' → 'Γαλάζιο', 'LIGHT BLUE' → 'ΓΑΛΑΖΙΟ'; unknown names stay. */
export function namedColour(names: VariantNames, label: string): string {
  return lookupIn(names.colours, label);
}

/** 'ONE SIZE' → 'Ένα μέγεθος' (a size is a word, not a shout); S, M, 42, 2-3 stay as they are. */
export function namedSize(names: VariantNames, label: string): string {
  return names.sizes[catalogueNameKey(label)] ?? label;
}
