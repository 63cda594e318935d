import type { CategoryLanding } from '@/lib/listing/listing-page';
import { CategoryTile, TILE_GRID_CLASS } from './category-tile';

export const CATEGORY_LANDING_ERROR = 'An error occurred while loading categories. Please try again later.';
export const NO_SUBCATEGORIES = 'No subcategories found';

/**
 * A category landing's subcategories above its products (/{gender}/category/{id}): tiles with a
 * picture, the name and 'Shop Now', three a row from sm (spec), or the spec's messages.
 */
export function SubcategoryTiles({ landing }: { landing: CategoryLanding }) {
  if (landing.error)
    return (
      <p role="alert" className="py-6 text-center text-muted">
        {CATEGORY_LANDING_ERROR}
      </p>
    );
  if (landing.tiles.length === 0) return <p className="py-6 text-center text-muted">{NO_SUBCATEGORIES}</p>;
  return (
    <nav aria-label="Subcategories">
      <ul className={TILE_GRID_CLASS}>
        {landing.tiles.map((tile) => (
          <li key={tile.href}>
            <CategoryTile name={tile.name} href={tile.href} cta="Shop Now" image={tile.image} compact />
          </li>
        ))}
      </ul>
    </nav>
  );
}
