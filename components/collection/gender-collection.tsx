import { ProductSection } from '@/components/home/product-section';
import type { CategoryGroup, Gender, Product } from '@/lib/types';
import { CategoryTile, TILE_GRID_CLASS } from './category-tile';
import { genderCategoryHref } from '@/lib/gender-labels';
import { categoryName } from '@/lib/i18n/catalogue-names';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/messages';

export interface GenderCollectionProps {
  gender: Gender;
  /** The page heading, e.g. "MEN'S COLLECTION". */
  title: string;
  groups: CategoryGroup[];
  bestSellers: Product[];
  /** A product picture per category id (categoryPictures); a category without one gets a text tile. */
  pictures?: ReadonlyMap<number, string>;
  /** The page's language (English by default): headings, category names, cards and prices. */
  locale?: Locale;
}

/**
 * The /men and /women page body: the heading, the categories of each main category as picture
 * tiles (linking to /products?type={id}&gender={gender}), then featured best sellers with View All.
 */
export function GenderCollection({
  gender,
  title,
  groups,
  bestSellers,
  pictures,
  locale = 'en',
}: GenderCollectionProps) {
  const t = MESSAGES[locale].home.gender;
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
            {t.shopByCategory}
          </h2>
          <div className="space-y-10">
            {shown.map((group) => (
              <div key={group.type.id}>
                {shown.length > 1 && (
                  <h3 className="mb-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                    {categoryName(group.type.label, locale)}
                  </h3>
                )}
                <ul className={TILE_GRID_CLASS}>
                  {group.categories.map((category) => (
                    <li key={category.id}>
                      <CategoryTile
                        name={categoryName(category.name, locale)}
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
        title={t.featured}
        products={bestSellers}
        locale={locale}
        viewAll={{ href: '/collections/bestsellers', label: t.viewAll }}
        emptyText={t.noBestsellers}
      />
    </>
  );
}
