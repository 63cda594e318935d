import { colourLabel, sizeLabel } from '@/lib/display/variant';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { colourName, sizeName } from '@/lib/i18n/variant-names';
import { MESSAGES } from '@/messages';

/**
 * 'Colour: Lilac · Size: S' ('Χρώμα: Λιλά · Μέγεθος: S') in the shop's words and the language of
 * the page or the mail (either part left out when the line has none): the colour and the worded
 * sizes named as the bag names them (lib/i18n/variant-names.ts).
 */
export function lineVariant(line: { colour: string; size: string }, locale: Locale): string {
  const words = MESSAGES[locale].checkout.client;
  const colour = colourName(colourLabel(line.colour), locale);
  const size = sizeName(sizeLabel(line.size), locale);
  return [colour && fill(words.colour, { colour }), size && fill(words.size, { size })]
    .filter(Boolean)
    .join(' · ');
}
