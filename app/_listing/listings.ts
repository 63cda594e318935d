import 'server-only';
import { parseRecordId } from '@/lib/record-id';
import {
  brandScope,
  categoryLandingScope,
  categoryScope,
  collectionScope,
  parseGender,
  productsScope,
} from '@/server/catalogue/listing-scope';
import type { ListingVariantId } from '@/lib/listing/variants';
import { isPastLastPage } from '@/lib/listing/paginate';
import { buildListingPage, type ListingPageInput } from '@/server/catalogue/listing-page';

// The six listing routes in one table: their pages (listingRoute) and the filter sheet's count
// route (/api/listing-count) read the same definitions, so a count is the grid's own total.

/** What a page lists: the part of buildListingPage's input that depends on the route. */
export type ListingSource = Pick<ListingPageInput, 'pathname' | 'scope' | 'description'>;

type PathParams = Record<string, string>;

export interface ListingDefinition {
  variant: ListingVariantId;
  /** The line under the title (the collections and the outlet). */
  intro?: string;
  /** The listing's source from the path parameters and the URL's query; null answers 404, and so
   * does a page past the last. */
  source: (params: PathParams, query: URLSearchParams) => Promise<ListingSource | null>;
}

export const LISTINGS = {
  outlet: {
    variant: 'outlet',
    intro: 'Last sizes and past seasons at outlet prices: the deals change often, so check back soon.',
    source: async () => ({
      pathname: '/outlet',
      scope: await collectionScope('outlet'),
      description: 'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.',
    }),
  },
  newArrivals: {
    variant: 'new-arrivals',
    intro: 'The latest styles, just in.',
    source: async () => ({
      pathname: '/collections/new-arrivals',
      scope: await collectionScope('new-arrivals'),
      description: 'New arrivals: the latest clothing and accessories in store.',
    }),
  },
  bestsellers: {
    variant: 'bestsellers',
    intro: 'Discover our most popular styles',
    source: async () => ({
      pathname: '/collections/bestsellers',
      scope: await collectionScope('bestsellers'),
      description: 'Our best-selling clothing and accessories for men, women and kids.',
    }),
  },
  products: {
    variant: 'products',
    async source(_, query) {
      const scope = await productsScope({
        type: query.get('type') ?? undefined,
        gender: query.get('gender') ?? undefined,
        brand: query.get('brand') ?? undefined,
        search: query.get('search')?.trim() || undefined,
      });
      return {
        pathname: '/products',
        scope,
        description: `${scope.title}: clothing and accessories at RUCK.`,
      };
    },
  },
  brand: {
    variant: 'products',
    async source(params) {
      const id = parseRecordId(params.brandId);
      const scope = id && (await brandScope(id));
      if (!id || !scope) return null;
      // The spec passes the brand as query `brand` too; the path already says it.
      return {
        pathname: `/brands/${id}`,
        scope,
        description: `${scope.title}: clothing and accessories at RUCK.`,
      };
    },
  },
  category: {
    variant: 'products',
    async source(params) {
      const gender = parseGender(params.gender);
      const id = parseRecordId(params.category);
      const scope = gender && id && (await categoryScope(gender, id));
      if (!gender || !id || !scope) return null;
      return {
        pathname: `/${gender}/${id}`,
        scope,
        description: `${scope.title} for ${gender}: clothing at RUCK.`,
      };
    },
  },
  categoryLanding: {
    variant: 'products',
    async source(params) {
      const gender = parseGender(params.gender);
      const id = parseRecordId(params.categoryId);
      const scope = gender && id && (await categoryLandingScope(gender, id));
      if (!gender || !id || !scope) return null;
      return {
        pathname: `/${gender}/category/${id}`,
        scope,
        description: `${scope.title}: every style of the range at RUCK, Cyprus.`,
      };
    },
  },
} satisfies Record<string, ListingDefinition>;

/** A listing page's path (as its pages write it) to its definition and path parameters. */
export function listingAt(pathname: string): { listing: ListingDefinition; params: PathParams } | null {
  const fixed: Record<string, ListingDefinition> = {
    '/outlet': LISTINGS.outlet,
    '/collections/new-arrivals': LISTINGS.newArrivals,
    '/collections/bestsellers': LISTINGS.bestsellers,
    '/products': LISTINGS.products,
  };
  if (fixed[pathname]) return { listing: fixed[pathname], params: {} };
  const brand = /^\/brands\/(\d+)$/.exec(pathname);
  if (brand) return { listing: LISTINGS.brand, params: { brandId: brand[1] } };
  // Any first segment and id: the source answers 404 for what is not a gender or a record id.
  const landing = /^\/([^/]+)\/category\/([^/]+)$/.exec(pathname);
  if (landing)
    return { listing: LISTINGS.categoryLanding, params: { gender: landing[1], categoryId: landing[2] } };
  const category = /^\/(men|women)\/(\d+)$/.exec(pathname);
  if (category) return { listing: LISTINGS.category, params: { gender: category[1], category: category[2] } };
  return null;
}

/**
 * A listing page's content for its path parameters and query: null when the page answers 404
 * (its source says so, or the page is past the last: a 404, not an empty 200). The page renders
 * it; proxy.ts asks first (app/_status/page-status.ts), so a 404 is decided before rendering.
 */
export async function loadListing(
  { variant, source }: ListingDefinition,
  pathParams: PathParams,
  query: URLSearchParams,
) {
  const found = await source(pathParams, query);
  const page = found && buildListingPage({ variant, ...found, params: query });
  return page && !isPastLastPage(page.query.page, page.result.pageCount) ? page : null;
}
