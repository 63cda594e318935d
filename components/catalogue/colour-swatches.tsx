import type { ProductColour } from '@/lib/types';

const MAX_SWATCHES = 4;

/** Up to four colour dots with their names for screen readers, then '+N'. */
export function ColourSwatches({ colours }: { colours: ProductColour[] }) {
  if (colours.length === 0) return null;
  const shown = colours.slice(0, MAX_SWATCHES);
  const more = colours.length - shown.length;
  return (
    <p className="flex items-center gap-1.5 pt-1">
      <span className="sr-only">Colours: </span>
      {shown.map((colour, index) => (
        <span key={`${colour.code}-${index}`} className="inline-flex">
          <span
            aria-hidden="true"
            // A ring keeps white and very light swatches visible on the white page.
            className="size-3 rounded-full ring-1 ring-neutral-300 ring-inset"
            style={{ backgroundColor: colour.hex ?? '#d4d4d4' }}
          />
          <span className="sr-only">{colour.label}{index < shown.length - 1 ? ', ' : ''}</span>
        </span>
      ))}
      {more > 0 && (
        <>
          <span aria-hidden="true" className="text-xs text-muted">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </>
      )}
    </p>
  );
}
