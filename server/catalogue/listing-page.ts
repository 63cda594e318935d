import 'server-only';
import { listingPageTitle } from '@/lib/i18n/catalogue-names';
import { listingText } from '@/lib/listing/listing-texts';
import { colourHexes } from '@/lib/listing/colour-hex';
import { scopeOf } from '@/lib/listing/href';
import type { ListingPage } from '@/lib/listing/listing-page';
import { PRODUCTS_PER_PAGE } from '@/lib/listing/paginate';
import { hasActiveFilters } from '@/lib/listing/query-actions';
import { parseListingQuery } from '@/lib/listing/query';
import { runListing } from '@/lib/listing/run';
import { assortmentCategoryGroups } from '@/lib/listing/category-options';
import { categoryFilterGroups, groupOptions } from '@/lib/listing/static-categories';
import { LISTING_VARIANTS, type ListingVariantId } from '@/lib/listing/variants';
import { breadcrumbListLd, itemListLd } from '@/lib/seo/json-ld';
import { listingSeo, toMetadata } from '@/lib/seo/listing-seo';
import { indexableMetadataIn } from '@/lib/seo/page-metadata';
import { config } from '@/server/config';
import { searchWithin } from '@/server/catalogue/catalogue-search';
import { derived } from './derived';
import type { Scope } from './listing-scope';

// A listing page, computed once per scope snapshot and URL state from the pure listing rules.

export interface ListingPageInput {
  variant: ListingVariantId;
  /** The route's path without the query, e.g. '/outlet' or '/brands/7'. */
  pathname: string;
  scope: Scope;
  /** The URL's query: filters, sort, page, search and the scope keys. */
  params: URLSearchParams;
  /** The page's meta description. */
  description: string;
}

export function buildListingPage(input: ListingPageInput): ListingPage {
  const { variant, pathname, scope, params, description } = input;
  // Same scope snapshot and same URL state: the same page (filtering thousands of items is the
  // expensive part of a listing render).
  const key = `${variant}|${pathname}|${params.toString()}|${description}`;
  return derived(scope.products, key, () => computeListingPage(input));
}

function computeListingPage({
  variant,
  pathname,
  scope,
  params,
  description,
}: ListingPageInput): ListingPage {
  const query = parseListingQuery(params);
  const listingScope = scopeOf(params);
  const settings = LISTING_VARIANTS[variant];
  const withCategories = settings.filterGroups.some((g) => g.group === 'category');
  const catalogue = scope.catalogue ?? scope.products;
  const categoryGroups = withCategories
    ? derived(scope.products, `category-groups:${scope.gender}`, () =>
        assortmentCategoryGroups(categoryFilterGroups(scope.gender), scope.products),
      )
    : undefined;
  const result = runListing(scope.products, query, {
    bands: settings.bands,
    categoryOptions: categoryGroups && groupOptions(categoryGroups),
    // The engine's full ranked list (not the overlay's 20): the results page shows every match.
    search: (products, term) => searchWithin(catalogue, products, term),
  });
  const siteUrl = config().siteUrl;
  const seo = listingSeo(
    {
      pathname: scope.canonicalPath ?? pathname,
      scope: scope.canonicalPath ? {} : listingScope,
      page: result.page,
      filtered: hasActiveFilters(query),
      searched: query.search !== '',
      sorted: query.sort !== 'relevance',
    },
    siteUrl,
  );
  return {
    variant,
    pathname,
    scope: listingScope,
    query,
    result,
    title: scope.title,
    breadcrumb: scope.breadcrumb,
    categoryGroups,
    colourHexes: colourHexes(scope.products),
    landing: scope.landing,
    redirect: scope.redirect,
    metadata: (locale) => ({
      ...indexableMetadataIn(locale, {
        path: seo.canonical,
        title: listingPageTitle(scope.title, result.page, locale),
        description: listingText(description, locale),
        image: result.items[0]?.images[0]?.url,
      }),
      ...toMetadata(seo, locale),
    }),
    jsonLd: [
      breadcrumbListLd(scope.breadcrumb, siteUrl),
      itemListLd(result.items, siteUrl, (result.page - 1) * PRODUCTS_PER_PAGE),
    ],
  };
}
