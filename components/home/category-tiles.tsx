import { FillImage } from '@/components/ui/fill-image';
import { ANIMATE_CLASS } from '@/lib/animate-on-scroll';
import { Link } from '@/components/ui/link';
import { ParsedEnd, PARSED_WHOLE_CLASS } from '@/components/ui/parsed-whole';

export interface CategoryTile {
  label: string;
  href: string;
  /** Shop-relative image URL, or null for a plain tile. */
  image: string | null;
}

export interface CategoryTilesProps {
  tiles: CategoryTile[];
  /** The section's heading, in the page's language. */
  title?: string;
}

/** Two tiles a row at every width, capped by the 1280 px container. */
const TILE_SIZES = '(min-width: 1280px) 600px, 50vw';

/**
 * 'Shop by Category' on the home page: MEN and WOMEN tiles from the type records. Spec: when the
 * type table fails there are no tiles, so an empty list renders nothing at all.
 */
export function CategoryTiles({ tiles, title = 'Shop by Category' }: CategoryTilesProps) {
  if (!tiles.length) return null;
  return (
    <section
      aria-labelledby="shop-by-category"
      className={`${ANIMATE_CLASS} mx-auto max-w-screen-xl px-4 py-12 lg:px-8 lg:py-16`}
    >
      <h2
        id="shop-by-category"
        className="mb-8 text-center text-xl font-semibold tracking-[0.2em] uppercase lg:text-2xl"
      >
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:gap-6">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="group relative block aspect-3/4 overflow-hidden bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink"
            >
              {tile.image && (
                // Decorative: the label names the link.
                <FillImage
                  src={tile.image}
                  alt=""
                  sizes={TILE_SIZES}
                  className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
              )}
              {/* Bottom-anchored: shown once whole, so a half-parsed label never grows upwards. */}
              <span
                className={`${PARSED_WHOLE_CLASS} absolute inset-x-0 bottom-4 flex justify-center sm:bottom-8`}
              >
                <span className="bg-white px-5 py-2.5 text-sm font-semibold tracking-[0.2em] text-ink uppercase sm:px-8 sm:py-3 sm:text-base">
                  {tile.label}
                </span>
                <ParsedEnd />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
