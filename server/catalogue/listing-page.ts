import 'server-only';
import type { Metadata } from 'next';
import { colourHexes, type ColourHexes } from '@/lib/listing/colour-hex';
import { scopeOf, type ListingScope } from '@/lib/listing/href';
import { PRODUCTS_PER_PAGE } from '@/lib/listing/paginate';
import { hasActiveFilters } from '@/lib/listing/query-actions';
import { parseListingQuery, type ListingQuery, type ParamsInput } from '@/lib/listing/query';
import { runListing, type ListingResult } from '@/lib/listing/run';
import {
  categoryFilterGroups,
  staticCategoryOptions,
  type CategoryFilterGroup,
} from '@/lib/listing/static-categories';
import { LISTING_VARIANTS, type ListingVariantId } from '@/lib/listing/variants';
import { breadcrumbListLd, itemListLd, type JsonLdData } from '@/lib/seo/json-ld';
import { listingSeo, toMetadata } from '@/lib/seo/listing-seo';
import type { Product } from '@/lib/types';
import { config } from '@/server/config';
import { searchWithin } from '@/server/search/catalogue-search';
import { derived } from './derived';
import type { Scope } from './listing-scope';

// Everything a listing route renders, computed once per request from the scope and the URL.

export interface ListingPage {
  variant: ListingVariantId;
  pathname: string;
  scope: ListingScope;
  query: ListingQuery;
  result: ListingResult<Product>;
  title: string;
  breadcrumb: Scope['breadcrumb'];
  categoryGroups?: CategoryFilterGroup[];
  /** Swatch colours for the COLOR filter, from the whole scope. */
  colourHexes: ColourHexes;
  metadata: Metadata;
  jsonLd: JsonLdData[];
}

export function buildListingPage(
  variant: ListingVariantId,
  pathname: string,
  scope: Scope,
  params: URLSearchParams,
  description: string,
): ListingPage {
  // Same scope snapshot and same URL state: the same page (filtering thousands of items is the
  // expensive part of a listing render).
  const key = `${variant}|${pathname}|${params.toString()}|${description}`;
  return derived(scope.products, key, () =>
    computeListingPage(variant, pathname, scope, params, description),
  );
}

function computeListingPage(
  variant: ListingVariantId,
  pathname: string,
  scope: Scope,
  params: ParamsInput,
  description: string,
): ListingPage {
  const query = parseListingQuery(params);
  const listingScope = scopeOf(params);
  const settings = LISTING_VARIANTS[variant];
  const withCategories = settings.filterGroups.some((g) => g.group === 'category');
  const catalogue = scope.catalogue ?? scope.products;
  const result = runListing(scope.products, query, {
    bands: settings.bands,
    categoryOptions: withCategories ? staticCategoryOptions(scope.gender) : undefined,
    // The engine's full ranked list (not the overlay's 20): the results page shows every match.
    search: (products, term) => searchWithin(catalogue, products, term),
  });
  const siteUrl = config().siteUrl;
  const seo = listingSeo(
    {
      pathname,
      scope: listingScope,
      page: result.page,
      filtered: hasActiveFilters(query),
      searched: query.search !== '',
      sorted: query.sort !== 'relevance',
    },
    siteUrl,
  );
  const pageTitle = result.page > 1 ? `${scope.title} (page ${result.page})` : scope.title;
  return {
    variant,
    pathname,
    scope: listingScope,
    query,
    result,
    title: scope.title,
    breadcrumb: scope.breadcrumb,
    categoryGroups: withCategories ? categoryFilterGroups(scope.gender) : undefined,
    colourHexes: colourHexes(scope.products),
    metadata: { title: pageTitle, description, ...toMetadata(seo) },
    jsonLd: [
      breadcrumbListLd(scope.breadcrumb, siteUrl),
      itemListLd(result.items, siteUrl, (result.page - 1) * PRODUCTS_PER_PAGE),
    ],
  };
}

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Search params as Next hands them to pages, as a string: the key under which a route memoises
 * its listing per request (React `cache`), so generateMetadata and the page compute it once.
 */
export function paramsKey(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]],
    ),
  ).toString();
}
