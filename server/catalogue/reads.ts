import 'server-only';
import type { Brand, Category, CategoryGroup, Gender, MainCategory, Product } from '@/lib/types';
import type { ErpResult } from '@/server/erp/errors';
import {
  fetchBrands,
  fetchCarousel,
  fetchCategories,
  fetchColourIndex,
  fetchMainCategories,
  fetchManufacturers,
  fetchProduct,
  fetchProducts,
  fetchStock,
  type ItemFlag,
} from '@/server/erp/reads';
import { withCategoryParents } from '@/lib/category-parents';
import { withPriorPrices } from '@/server/prices/prior-prices';
import { cached } from './cache';
import { derived } from './derived';

// Cached catalogue reads. Pages call these; none of them sees the wire format. Every item read
// from the ERP passes the price history (server/prices/prior-prices.ts) on its way into the cache:
// its price recorded for today, a reduced item given its prior price.

async function priced(read: Promise<ErpResult<Product[]>>): Promise<ErpResult<Product[]>> {
  const result = await read;
  return result.ok ? { ok: true, data: await withPriorPrices(result.data) } : result;
}

async function pricedOne(read: Promise<ErpResult<Product>>): Promise<ErpResult<Product>> {
  const result = await read;
  return result.ok ? { ok: true, data: (await withPriorPrices([result.data]))[0] } : result;
}

export const getMainCategories = () => cached('main-categories', fetchMainCategories);
export const getCategories = () => cached('categories', fetchCategories);
export const getBrands = () => cached('brands', fetchBrands);
/** Under the brands' tag, so refreshing the brands refreshes their makers too. */
export const getManufacturers = () => cached('brands:makers', fetchManufacturers);
export const getCarousel = () => cached('carousel', fetchCarousel);
const getColourIndex = () => cached('colours', fetchColourIndex);

/**
 * Items with their category's parent from the tree (the category filter reads it); a tree that
 * cannot be read leaves them without, and the filter falls back to their own categories.
 */
async function fetchListedProducts(collection?: ItemFlag): Promise<ErpResult<Product[]>> {
  const [colours, tree] = await Promise.all([getColourIndex(), getCategories()]);
  if (!colours.ok) return colours;
  const products = await fetchProducts(colours.data, collection);
  return products.ok && tree.ok
    ? { ok: true, data: withCategoryParents(products.data, tree.data) }
    : products;
}

export function getProducts(): Promise<ErpResult<Product[]>> {
  return cached('products', () => priced(fetchListedProducts()));
}

/** One item's details ($TableRead), cached like the lists. */
export function getProduct(id: number): Promise<ErpResult<Product>> {
  return cached(`products:item:${id}`, () => getFreshProduct(id));
}

/**
 * One item as the ERP has it now, past the cache (the colour names still cached): what an order
 * is charged at, so a price changed in the last ten minutes is never missed.
 */
export async function getFreshProduct(id: number): Promise<ErpResult<Product>> {
  const colours = await getColourIndex();
  return colours.ok ? pricedOne(fetchProduct(id, colours.data)) : colours;
}

/** Stock per colour and size of one item ($PosGetStock), kept for a minute. */
export const getStock = (code: string) => cached(`stock:${code}`, () => fetchStock(code));

/** The outlet's own read (spec: clearance items are fetched on their own). */
export function getClearanceProducts(): Promise<ErpResult<Product[]>> {
  return cached('products:clearance', () => priced(fetchListedProducts('Clearance')));
}

/**
 * Main categories of one gender, each with its categories, for menus and collection pages. Types
 * sharing a label (UOMO and the legacy UOMMO are both CLOTHING) form one group.
 */
export function groupCategories(
  types: MainCategory[],
  categories: Category[],
  gender: Gender,
): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const type of types.filter((t) => t.gender === gender)) {
    const own = categories.filter((c) => c.typeId === type.id);
    const group = groups.get(type.label);
    if (group) group.categories.push(...own);
    else groups.set(type.label, { type, categories: own });
  }
  return [...groups.values()]
    .map((g) => ({ ...g, categories: g.categories.sort((a, b) => a.id - b.id) }))
    .filter((g) => g.categories.length > 0);
}

export interface Navigation {
  men: CategoryGroup[];
  women: CategoryGroup[];
  brands: Brand[];
}

export async function getNavigation(): Promise<ErpResult<Navigation>> {
  const [types, categories, brands] = await Promise.all([getMainCategories(), getCategories(), getBrands()]);
  if (!types.ok) return types;
  if (!categories.ok) return categories;
  return {
    ok: true,
    data: {
      men: groupCategories(types.data, categories.data, 'men'),
      women: groupCategories(types.data, categories.data, 'women'),
      // A brand list that failed leaves the category menus working.
      brands: brands.ok ? brands.data : [],
    },
  };
}

export type ProductCollection = 'bestsellers' | 'new-arrivals' | 'featured' | 'outlet';

const FLAG_OF: Record<ProductCollection, keyof Product['flags']> = {
  bestsellers: 'bestSeller',
  'new-arrivals': 'newArrival',
  featured: 'featured',
  outlet: 'clearance',
};

/** Items carrying a flag, newest first; a failure gives an empty list (spec fallback). */
export async function getCollection(collection: ProductCollection, limit?: number): Promise<Product[]> {
  const all = await getProducts();
  if (!all.ok) return [];
  const flag = FLAG_OF[collection];
  const items = derived(all.data, `collection:${collection}`, () =>
    all.data.filter((p) => p.flags[flag]).sort((a, b) => b.id - a.id),
  );
  return limit === undefined ? items : items.slice(0, limit);
}
