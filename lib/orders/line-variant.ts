import { colourLabel, sizeLabel } from '@/lib/display/variant';
import { fill } from '@/lib/i18n/fill';

/**
 * 'Colour: Lilac · Size: S' in the words given (messages/<locale>/checkout.json's client.colour
 * and client.size): lib/display/variant.ts's variantText in the page's or the mail's language.
 */
export function lineVariant(
  line: { colour: string; size: string },
  words: { colour: string; size: string },
): string {
  const colour = colourLabel(line.colour);
  const size = sizeLabel(line.size);
  return [colour && fill(words.colour, { colour }), size && fill(words.size, { size })]
    .filter(Boolean)
    .join(' · ');
}
