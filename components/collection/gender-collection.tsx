import { ProductSection } from '@/components/home/product-section';
import type { CategoryGroup, Gender, Product } from '@/lib/types';
import { CategoryTile, TILE_GRID_CLASS } from './category-tile';
import { genderCategoryHref } from '@/lib/gender-labels';

export interface GenderCollectionProps {
  gender: Gender;
  /** The page heading, e.g. "MEN'S COLLECTION". */
  title: string;
  groups: CategoryGroup[];
  bestSellers: Product[];
  /** A product picture per category id (categoryPictures); a category without one gets a text tile. */
  pictures?: ReadonlyMap<number, string>;
}

/**
 * The /men and /women page body: the heading, the categories of each main category as picture
 * tiles (linking to /products?type={id}&gender={gender}), then featured best sellers with View All.
 */
export function GenderCollection({ gender, title, groups, bestSellers, pictures }: GenderCollectionProps) {
  const shown = groups.filter((group) => group.categories.length > 0);
  return (
    <>
      <div className="bg-neutral-100">
        <h1 className="mx-auto max-w-screen-xl px-4 py-12 text-center text-2xl font-semibold tracking-[0.2em] uppercase lg:px-8 lg:py-16 lg:text-4xl">
          {title}
        </h1>
      </div>
      {shown.length > 0 && (
        <section
          aria-labelledby="collection-categories"
          className="mx-auto max-w-screen-xl px-4 py-12 lg:px-8 lg:py-16"
        >
          <h2
            id="collection-categories"
            className="mb-8 text-center text-xl font-semibold tracking-[0.2em] uppercase lg:text-2xl"
          >
            Shop by Category
          </h2>
          <div className="space-y-10">
            {shown.map((group) => (
              <div key={group.type.id}>
                {shown.length > 1 && (
                  <h3 className="mb-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                    {group.type.label}
                  </h3>
                )}
                <ul className={TILE_GRID_CLASS}>
                  {group.categories.map((category) => (
                    <li key={category.id}>
                      <CategoryTile
                        name={category.name}
                        href={genderCategoryHref(gender, category.id)}
                        image={pictures?.get(category.id)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}
      <ProductSection
        id="featured-best-sellers"
        title="Featured best sellers"
        products={bestSellers}
        viewAll={{ href: '/collections/bestsellers', label: 'View All' }}
        emptyText="No bestsellers found"
      />
    </>
  );
}
