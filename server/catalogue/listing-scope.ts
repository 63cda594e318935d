import 'server-only';
import { GENDER_LABEL, genderTitle } from '@/lib/gender-labels';
import { inGenderListing } from '@/lib/listing/gender-scope';
import { categoryPictures } from '@/lib/category-pictures';
import type { CategoryLanding } from '@/lib/listing/listing-page';
import type { Crumb } from '@/lib/seo/json-ld';
import type { Category, Gender, Product } from '@/lib/types';
import { derived } from './derived';
import { getBrands, getCategories, getClearanceProducts, getCollection, getProducts } from './reads';
import { orUnavailable } from './unavailable';

// What a listing page is about: its products (the whole scope, in relevance order), title and
// trail. Filters, sort and pages are applied above this by the pure listing rules.

/** The outlet shows the first 20 items when its own read fails (spec fallback). */
export const OUTLET_FALLBACK_COUNT = 20;
/** /products?gender=men's name: "MEN'S CLOTHING & ACCESSORIES" as its title. */
const GENDER_RANGE = 'Clothing & Accessories';

export interface Scope {
  products: Product[];
  title: string;
  breadcrumb: Crumb[];
  gender: Gender | null;
  /** The list the scope was cut from, whose search index ranks it (the scope itself when absent). */
  catalogue?: readonly Product[];
  /** A category landing's subcategory tiles. */
  landing?: CategoryLanding;
  /** Where the page lives when the request named another path (a category under the other gender). */
  redirect?: string;
  /** The page with the same products whose address is the canonical one (decision 0073). */
  canonicalPath?: string;
}

const home: Crumb = { label: 'Home', href: '/' };

export function parseGender(value: string | undefined): Gender | null {
  if (value === 'men' || value === 'mens') return 'men';
  if (value === 'women' || value === 'womens') return 'women';
  return null;
}

/**
 * Every product, or the page's friendly error (CatalogueUnavailableError). The spec's empty list
 * after a failed load would say the shop has no products; the last good list is served from the
 * cache when there is one, so this only throws on a cold cache.
 */
const allProducts = async () => orUnavailable(await getProducts());

/** A category (top level or sub) by id, with its parent when it is a subcategory, and the top-level
 * category holding it (`top`: the category itself, or the parent). */
export function findCategory(tree: Category[], id: number) {
  for (const category of tree) {
    if (category.id === id)
      return { category: { id, name: category.name }, parent: null, ids: idsOf(category), top: category };
    const sub = category.subcategories.find((s) => s.id === id);
    if (sub)
      return {
        category: { id, name: sub.name },
        parent: { id: category.id, name: category.name },
        ids: [id],
        top: category,
      };
  }
  return null;
}

const idsOf = (c: Category) => [c.id, ...c.subcategories.map((s) => s.id)];

/** /{gender}/{category}: a subcategory's (or a whole category's) items; null when unknown. */
export async function categoryScope(gender: Gender, categoryId: number): Promise<Scope | null> {
  const tree = await getCategories();
  const found = tree.ok ? findCategory(tree.data, categoryId) : null;
  if (tree.ok && !found) return null;
  const ids = new Set(found?.ids ?? [categoryId]);
  const all = await allProducts();
  const products = derived(all, `category:${categoryId}`, () =>
    all.filter((p) => p.category && ids.has(p.category.id)),
  );
  const genderCrumb = { label: GENDER_LABEL[gender], href: `/${gender}` };
  const parent = found?.parent
    ? [{ label: found.parent.name, href: `/${gender}/category/${found.parent.id}` }]
    : [];
  // A failed category read falls back to the label 'Category' (spec).
  const name = found?.category.name ?? 'Category';
  return {
    products,
    catalogue: all,
    title: genderTitle(gender, name),
    gender,
    breadcrumb: [home, genderCrumb, ...parent, { label: name }],
  };
}

/**
 * /{gender}/category/{id}: the category's items (a subcategory's own) under the tiles of its
 * subcategories (a subcategory's id: its parent's, spec). A tile shows a picture of its items; a
 * subcategory with no items for the gender has no tile, as it would lead to an empty page.
 */
export async function categoryLandingScope(gender: Gender, categoryId: number): Promise<Scope | null> {
  const [scope, tree] = await Promise.all([categoryScope(gender, categoryId), getCategories()]);
  const found = scope && tree.ok ? findCategory(tree.data, categoryId) : null;
  if (!scope || !found) return scope && { ...scope, landing: { tiles: [], error: true } };
  const { top } = found;
  const all = scope.catalogue ?? scope.products;
  const tiles = derived(all, `landing:${gender}:${top.id}`, () => {
    const pictures = categoryPictures(top.subcategories, all, gender);
    const stocked = new Set(
      all.flatMap((p) => (p.category && inGenderListing(p, gender, true) ? [p.category.id] : [])),
    );
    return top.subcategories
      .filter((sub) => stocked.has(sub.id))
      .map((sub) => ({ name: sub.name, href: `/${gender}/${sub.id}`, image: pictures.get(sub.id) }));
  });
  const own = top.gender;
  return {
    ...scope,
    landing: { tiles, error: false },
    redirect: own && own !== gender ? `/${own}/category/${categoryId}` : undefined,
  };
}

/** /brands/{id}; null when the brand list answers and has no such brand. */
export async function brandScope(brandId: number): Promise<Scope | null> {
  const brands = await getBrands();
  const brand = brands.ok ? brands.data.find((b) => b.id === brandId) : undefined;
  if (brands.ok && !brand) return null;
  const all = await allProducts();
  const products = derived(all, `brand:${brandId}`, () => all.filter((p) => p.brand?.id === brandId));
  const title = brand?.name ?? products[0]?.brand?.name ?? 'Brand';
  return {
    products,
    catalogue: all,
    title,
    gender: null,
    breadcrumb: [home, { label: 'Brands', href: '/brands' }, { label: title }],
  };
}

/** /products with its optional scope: type (a category id), gender, brand; search sets the title. */
export async function productsScope(params: {
  type?: string;
  gender?: string;
  brand?: string;
  search?: string;
}): Promise<Scope> {
  const gender = parseGender(params.gender);
  const typeId = Number(params.type);
  const brandId = Number(params.brand);
  const byType = Number.isInteger(typeId) && typeId > 0;
  const byBrand = Number.isInteger(brandId) && brandId > 0;
  const [all, tree, brands] = await Promise.all([
    allProducts(),
    byType ? getCategories() : null,
    byBrand ? getBrands() : null,
  ]);
  const found = byType && tree?.ok ? findCategory(tree.data, typeId) : null;
  const ids = new Set(found?.ids ?? [typeId]);
  const products = derived(all, `products:${gender}:${byType ? typeId : ''}:${byBrand ? brandId : ''}`, () =>
    all.filter(
      (p) =>
        (!gender || inGenderListing(p, gender, byType)) &&
        (!byType || (p.category !== null && ids.has(p.category.id))) &&
        (!byBrand || p.brand?.id === brandId),
    ),
  );
  // A gender's whole range is its clothing and accessories (its kids' things have their own).
  let name = gender ? GENDER_RANGE : 'All Products';
  if (byType) name = found?.category.name ?? 'Category';
  if (byBrand) name = (brands?.ok && brands.data.find((b) => b.id === brandId)?.name) || 'Brand';
  if (params.search) name = `Search results for "${params.search}"`;
  // A gender's category says whose it is (issue 14: the men's listing title says Men).
  const title = gender && !byBrand && !params.search ? genderTitle(gender, name) : name;
  const trail: Crumb[] = [home, ...(gender ? [{ label: GENDER_LABEL[gender], href: `/${gender}` }] : [])];
  // A gender's category lists what its landing lists, under the same title: one address is
  // canonical, the landing's (the menu links there; decision 0073).
  const twin = gender && found && !byBrand ? `/${found.top.gender ?? gender}/category/${typeId}` : undefined;
  return {
    products,
    catalogue: all,
    title,
    gender,
    breadcrumb: [...trail, { label: name }],
    canonicalPath: twin,
  };
}

export type CollectionKind = 'bestsellers' | 'new-arrivals' | 'outlet';

export async function collectionScope(kind: CollectionKind): Promise<Scope> {
  if (kind === 'outlet') {
    const clearance = await getClearanceProducts();
    const products = clearance.ok ? clearance.data : (await allProducts()).slice(0, OUTLET_FALLBACK_COUNT);
    // The clearance list is its own read, so it is searched through its own index.
    return { products, title: 'OUTLET', gender: null, breadcrumb: [home, { label: 'Outlet' }] };
  }
  const title = kind === 'bestsellers' ? 'BESTSELLERS' : 'NEW ARRIVALS';
  const label = kind === 'bestsellers' ? 'Bestsellers' : 'New Arrivals';
  const [products, catalogue] = await Promise.all([getCollection(kind), allProducts()]);
  return { products, catalogue, title, gender: null, breadcrumb: [home, { label }] };
}
