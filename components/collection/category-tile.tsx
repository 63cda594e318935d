import { Link } from '@/components/ui/link';
/** Tile rows: three from sm (the spec's rows of three), two on phones where three would crush names. */
export const TILE_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:gap-6';

export interface CategoryTileProps {
  name: string;
  href: string;
  /** A call to action under the name, e.g. 'Shop Now'. */
  cta?: string;
}

/** A text tile for a category or subcategory: the whole tile is the link. */
export function CategoryTile({ name, href, cta }: CategoryTileProps) {
  return (
    <Link
      href={href}
      className="group flex h-full min-h-28 flex-col items-center justify-center gap-3 border border-line bg-white px-4 py-8 text-center transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink motion-reduce:transition-none"
    >
      <span className="text-sm font-semibold tracking-[0.16em] text-ink uppercase">{name}</span>
      {cta && (
        <span className="text-xs tracking-[0.12em] text-muted underline-offset-4 group-hover:text-ink group-hover:underline">
          {cta}
        </span>
      )}
    </Link>
  );
}
