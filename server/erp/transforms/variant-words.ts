import 'server-only';
import { normaliseSizeLabel } from '@/lib/size-label';
import type { StockRaw } from '@/server/erp/schemas';

// The ERP's own words for a variant, as its stock answer spells them ('Small', '2-3Y', '5 YEAR'),
// behind the shop's normalised labels ('S', '2-3', '5'). Order lines go back to the ERP in these
// words: the ERP books stock against its own labels, not the shop's display ones.

export interface ErpVariantWords {
  /** The colour as the ERP wrote it; the size label → the ERP's size. Keyed by upper-case colour. */
  [colourKey: string]: { colour: string; sizes: Record<string, string> };
}

const keyOf = (colour: string) => colour.trim().toUpperCase();

export function toErpVariantWords(raw: StockRaw): ErpVariantWords {
  const words: ErpVariantWords = {};
  const add = (colour: string, size: string) => {
    const entry = (words[keyOf(colour)] ??= { colour: colour.trim(), sizes: {} });
    // Two ERP sizes under one label ('Small' and 'S'): the first one the ERP listed is used.
    entry.sizes[normaliseSizeLabel(size)] ??= size.trim();
  };
  if (Array.isArray(raw)) for (const row of raw) add(row.colour ?? '', row.size ?? '');
  else
    for (const key of Object.keys(raw)) {
      const separator = key.indexOf(';');
      add(separator < 0 ? key : key.slice(0, separator), separator < 0 ? '' : key.slice(separator + 1));
    }
  return words;
}

/**
 * The ERP's colour and size for the shop's colour name and size label; the shop's own words when
 * the stock answer does not name the variant (an item without variants, a stock read that failed).
 */
export function erpWordsFor(
  words: ErpVariantWords | null,
  colour: string,
  sizeLabel: string,
): { colour: string; size: string } {
  const entry = words?.[keyOf(colour)];
  return { colour: entry?.colour ?? colour, size: entry?.sizes[sizeLabel] ?? sizeLabel };
}
