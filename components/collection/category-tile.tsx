import { FillImage } from '@/components/ui/fill-image';
import { Link } from '@/components/ui/link';
/** Tile rows: three from sm (the spec's rows of three), two on phones where three would crush names. */
export const TILE_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:gap-6';

export interface CategoryTileProps {
  name: string;
  href: string;
  /** A call to action under the name, e.g. 'Shop Now'. */
  cta?: string;
  /** A product picture of the category (the gender pages): the name sits under it. */
  image?: string;
  /** A small picture beside the name and the call to action (a landing's tiles above its products). */
  compact?: boolean;
}

/** Two tiles a row on phones, three from sm, in the 1280 px container. */
const TILE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw';

/** A category tile with its picture above the name; the whole tile is the link. */
function PictureTile({ name, href, image }: { name: string; href: string; image: string }) {
  return (
    <Link
      href={href}
      className="group block h-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      <span className="relative block aspect-4/5 overflow-hidden bg-neutral-100">
        <FillImage
          src={image}
          alt=""
          sizes={TILE_SIZES}
          maxWidth={828}
          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      <span className="mt-3 block text-center text-sm font-semibold tracking-[0.16em] text-ink uppercase group-hover:underline">
        {name}
      </span>
    </Link>
  );
}

/** A picture beside the name and the call to action: rows of tiles that leave the products in view. */
function CompactTile({
  name,
  href,
  cta,
  image,
}: {
  name: string;
  href: string;
  cta: string;
  image?: string;
}) {
  return (
    <Link
      href={href}
      className="group flex h-full items-center gap-3 border border-line bg-white p-2 transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink motion-reduce:transition-none"
    >
      <span className="relative block aspect-4/5 w-14 shrink-0 overflow-hidden bg-neutral-100 sm:w-20">
        {image && <FillImage src={image} alt="" sizes="80px" maxWidth={256} className="object-cover" />}
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-semibold tracking-[0.12em] break-words text-ink uppercase">{name}</span>
        <span className="text-xs tracking-[0.12em] text-muted underline-offset-4 group-hover:text-ink group-hover:underline">
          {cta}
        </span>
      </span>
    </Link>
  );
}

/** A tile for a category or subcategory (with a picture when given): the whole tile is the link. */
export function CategoryTile({ name, href, cta, image, compact }: CategoryTileProps) {
  if (compact && cta) return <CompactTile name={name} href={href} cta={cta} image={image} />;
  if (image) return <PictureTile name={name} href={href} image={image} />;
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
