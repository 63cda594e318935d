import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingView } from '@/components/listing/listing-view';
import { JsonLd } from '@/components/seo/json-ld';
import { isPastLastPage } from '@/lib/listing/paginate';
import type { ListingVariantId } from '@/lib/listing/variants';
import { buildListingPage, type ListingPageInput } from '@/server/catalogue/listing-page';
import { cspNonce } from '@/server/request';

// A private folder (`_listing`): Next routes nothing here. The six listing pages are each one
// listingRoute call; this file holds what they share.

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next hands a page: `PageProps<'/outlet'>` and the like. */
interface RouteProps {
  params: Promise<object>;
  searchParams: Promise<SearchParams>;
}

/** What a page lists: the part of buildListingPage's input that depends on the route. */
type ListingSource = Pick<ListingPageInput, 'pathname' | 'scope' | 'description'>;

interface ListingRouteOptions<P extends RouteProps> {
  variant: ListingVariantId;
  /** The line under the title (the collections and the outlet). */
  intro?: string;
  /** The listing's source from the path parameters and the URL's query; null answers 404, and so
   * does a page past the last. */
  source: (params: Awaited<P['params']>, query: URLSearchParams) => Promise<ListingSource | null>;
}

/**
 * A listing page's `generateMetadata` and page component. Both load the listing through one
 * per-request memo, so it is computed once.
 */
export function listingRoute<P extends RouteProps>({ variant, intro, source }: ListingRouteOptions<P>) {
  // Keyed by strings: the two calls get different props objects, and React's cache compares
  // arguments by identity.
  const load = cache(async (paramsKey: string, queryKey: string) => {
    const params = new URLSearchParams(queryKey);
    const found = await source(JSON.parse(paramsKey) as Awaited<P['params']>, params);
    const page = found && buildListingPage({ variant, ...found, params });
    return page && !isPastLastPage(page.query.page, page.result.pageCount) ? page : null;
  });
  const loadFor = async (props: P) =>
    load(JSON.stringify(await props.params), toQuery(await props.searchParams).toString());

  return {
    generateMetadata: async (props: P): Promise<Metadata> => (await loadFor(props))?.metadata ?? {},
    Page: async (props: P) => {
      const page = await loadFor(props);
      if (!page) notFound();
      const { metadata: _, jsonLd, ...view } = page;
      return (
        <>
          <JsonLd data={jsonLd} nonce={await cspNonce()} />
          <ListingView {...view} intro={intro} />
        </>
      );
    },
  };
}

/** Next's searchParams record as a query, repeated keys in their order. */
function toQuery(params: SearchParams): URLSearchParams {
  return new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]],
    ),
  );
}
