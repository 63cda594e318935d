import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingView } from '@/components/listing/listing-view';
import { JsonLd } from '@/components/seo/json-ld';
import { isPastLastPage } from '@/lib/listing/paginate';
import { buildListingPage } from '@/server/catalogue/listing-page';
import { cspNonce } from '@/server/request';
import type { ListingDefinition } from './listings';

// A private folder (`_listing`): Next routes nothing here. The six listing pages are each one
// listingRoute call over their definition in listings.ts; this file holds what they share.

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next hands a page: `PageProps<'/outlet'>` and the like. */
interface RouteProps {
  params: Promise<object>;
  searchParams: Promise<SearchParams>;
}

/**
 * A listing page's `generateMetadata` and page component. Both load the listing through one
 * per-request memo, so it is computed once.
 */
export function listingRoute<P extends RouteProps>({ variant, intro, source }: ListingDefinition) {
  // Keyed by strings: the two calls get different props objects, and React's cache compares
  // arguments by identity.
  const load = cache(async (paramsKey: string, queryKey: string) => {
    const params = new URLSearchParams(queryKey);
    const found = await source(JSON.parse(paramsKey) as Record<string, string>, params);
    const page = found && buildListingPage({ variant, ...found, params });
    // A page past the last is a 404, not an empty 200.
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
