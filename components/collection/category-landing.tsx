import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import type { Gender, Subcategory } from '@/lib/types';
import { CategoryTile, TILE_GRID_CLASS } from './category-tile';
import { GENDER_LABEL, genderTitle } from '@/lib/gender-labels';

export const CATEGORY_LANDING_ERROR = 'An error occurred while loading categories. Please try again later.';
export const NO_SUBCATEGORIES = 'No subcategories found';
/** Spec: a main category name that cannot be read falls back to the label 'Category'. */
const FALLBACK_NAME = 'Category';

export interface CategoryRef {
  id: number;
  /** Display name with the gender tokens already stripped. */
  name: string;
}

export type CategoryLandingProps =
  | {
      gender: Gender;
      category: CategoryRef;
      parent: CategoryRef | null;
      subcategories: Subcategory[];
      error?: false;
    }
  | { gender: Gender; error: true; category?: CategoryRef | null; parent?: CategoryRef | null };

/** Home > Men|Women > optional parent > current: for the trail and for BreadcrumbList JSON-LD. */
export function categoryLandingBreadcrumb(
  gender: Gender,
  category: CategoryRef | null,
  parent: CategoryRef | null = null,
): BreadcrumbItem[] {
  return [
    { label: 'Home', href: '/' },
    { label: GENDER_LABEL[gender], href: `/${gender}` },
    ...(parent ? [{ label: parent.name, href: `/${gender}/category/${parent.id}` }] : []),
    {
      label: category?.name || FALLBACK_NAME,
      href: category ? `/${gender}/category/${category.id}` : undefined,
    },
  ];
}

/** /{gender}/category/{categoryId}: trail, title and the subcategories as tiles, three a row from sm. */
export function CategoryLanding(props: CategoryLandingProps) {
  const { gender } = props;
  const category = props.category ?? null;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
      <Breadcrumb items={categoryLandingBreadcrumb(gender, category, props.parent ?? null)} />
      <h1 className="mt-6 mb-8 text-2xl font-semibold tracking-[0.16em] lg:mb-10 lg:text-3xl">
        {genderTitle(gender, category?.name || FALLBACK_NAME)}
      </h1>
      {props.error ? (
        <p role="alert" className="py-12 text-center text-muted">
          {CATEGORY_LANDING_ERROR}
        </p>
      ) : props.subcategories.length === 0 ? (
        <p className="py-12 text-center text-muted">{NO_SUBCATEGORIES}</p>
      ) : (
        <ul className={TILE_GRID_CLASS}>
          {props.subcategories.map((sub) => (
            <li key={sub.id}>
              <CategoryTile name={sub.name} href={`/${gender}/${sub.id}`} cta="Shop Now" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
