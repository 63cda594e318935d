// The shape of a listing page: computed on the server (server/catalogue/listing-page.ts), its
// body rendered by components/listing/listing-view.tsx, its metadata and JSON-LD by the route.
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import type { ColourHexes } from '@/lib/listing/colour-hex';
import type { ListingScope } from '@/lib/listing/href';
import type { ListingQuery } from '@/lib/listing/query';
import type { ListingResult } from '@/lib/listing/run';
import type { CategoryFilterGroup } from '@/lib/listing/static-categories';
import type { ListingVariantId } from '@/lib/listing/variants';
import type { Crumb, JsonLdData } from '@/lib/seo/json-ld';
import type { Product } from '@/lib/types';

/** A subcategory tile on a category landing: its name, its listing and a picture of its items. */
export interface LandingTile {
  name: string;
  href: string;
  image?: string;
}

/** A category landing's subcategories above its products; `error` when the tree could not be read. */
export interface CategoryLanding {
  tiles: LandingTile[];
  error: boolean;
}

export interface ListingPage {
  variant: ListingVariantId;
  /** The route's path without the query, e.g. '/outlet' or '/brands/7'. */
  pathname: string;
  /** The scope query keys to keep in every link (type, gender, brand). */
  scope: ListingScope;
  query: ListingQuery;
  /** runListing's result for this page: only the page's products and the facets. */
  result: ListingResult<Product>;
  title: string;
  breadcrumb: Crumb[];
  /** The product list's static CATEGORY lists (categoryFilterGroups). */
  categoryGroups?: CategoryFilterGroup[];
  /** Swatch colours for the COLOUR filter, from the whole scope. */
  colourHexes: ColourHexes;
  /** A category landing's subcategory tiles, shown above the products. */
  landing?: CategoryLanding;
  /** Where the page lives when the request named another path (a category under the other gender). */
  redirect?: string;
  /** Its metadata in a language (the page's address in that language is its canonical). */
  metadata: (locale: Locale) => Metadata;
  jsonLd: JsonLdData[];
}
