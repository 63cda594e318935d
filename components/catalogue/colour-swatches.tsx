import type { ProductColour } from '@/lib/types';
import { fill } from '@/lib/i18n/fill';

const MAX_SWATCHES = 4;

/**
 * Up to four colour dots, then '+N'; screen readers get the names in one line instead, in the
 * page's language where the server named them (`shown`, lib/i18n/variant-names.ts withShownColours).
 */
export function ColourSwatches({
  colours,
  texts,
}: {
  colours: ProductColour[];
  texts: { colours: string; coloursMore: string };
}) {
  if (colours.length === 0) return null;
  const shown = colours.slice(0, MAX_SWATCHES);
  const more = colours.length - shown.length;
  const names = shown.map((colour) => colour.shown ?? colour.label).join(', ');
  return (
    <p className="card-dots">
      <span className="sr-only">{fill(more > 0 ? texts.coloursMore : texts.colours, { names, more })}</span>
      {shown.map((colour, index) => (
        // An empty decorative dot (.swatch: a ring keeps white and very light ones visible).
        <span
          key={`${colour.code}-${index}`}
          className="swatch"
          style={{ backgroundColor: colour.hex ?? '#d4d4d4' }}
        />
      ))}
      {more > 0 && <span aria-hidden="true">{`+${more}`}</span>}
    </p>
  );
}
