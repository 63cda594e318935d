// How the shop writes a garment's colour and size wherever a shopper reads them (the catalogue,
// the bag, the checkout, orders, returns and their mails): the ERP's own words ('LILAC', 'Small',
// '0-0Y') stay on the wire, the shopper reads the shop's ('Lilac', 'S', '0').
import { normaliseSizeLabel } from '@/lib/size-label';

/**
 * An ERP name in title case ('LIGHT BLUE' → 'Light Blue', 'NAVY/WHITE' → 'Navy/White'): the ERP
 * writes names in capitals. A name already written in mixed case (a webname) is kept as it is.
 */
export function titleCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  // A letter starts a word unless a letter, digit or apostrophe comes before it ("DUCK'S" → "Duck's").
  return trimmed
    .toLowerCase()
    .replace(
      /(^|[^\p{L}\p{N}'’])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/** What a colour is called where a shopper reads it: its name in title case. */
export const colourLabel = (name: string): string => titleCase(name);

/** The spec's size label for any size the ERP or the bag names ('Small' → 'S', '0-0Y' → '0'). */
export const sizeLabel = (size: string): string => normaliseSizeLabel(size);
