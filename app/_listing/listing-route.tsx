import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { ListingView } from '@/components/listing/listing-view';
import { JsonLd } from '@/components/seo/json-ld';
import { listingKey, takeOver } from '@/app/_status/handover';
import { PopularView } from '@/app/_suggest/suggestion-views';
import { cspNonce } from '@/server/request';
import { loadListing, type ListingDefinition } from './listings';

// A private folder (`_listing`): Next routes nothing here. The six listing pages are each one
// listingRoute call over their definition in listings.ts; this file holds what they share.

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next hands a page: `PageProps<'/outlet'>` and the like. */
interface RouteProps {
  params: Promise<object>;
  searchParams: Promise<SearchParams>;
}

type ListingPage = Awaited<ReturnType<typeof loadListing>>;

/**
 * A listing page's `generateMetadata` and page component. Both load the listing through one
 * per-request memo, so it is computed once: by proxy.ts when it built it to decide the status (a
 * page number in the query; app/_status/handover.ts), else here.
 */
export function listingRoute<P extends RouteProps>(definition: ListingDefinition) {
  // Keyed by strings: the two calls get different props objects, and React's cache compares
  // arguments by identity.
  const load = cache(async (paramsKey: string, queryKey: string) => {
    const params = JSON.parse(paramsKey) as Record<string, string>;
    const query = new URLSearchParams(queryKey);
    const built = takeOver<ListingPage>(await cspNonce(), listingKey(definition.variant, params, query));
    return built ?? loadListing(definition, params, query);
  });
  const loadFor = async (props: P) =>
    load(JSON.stringify(await props.params), toQuery(await props.searchParams).toString());

  return {
    generateMetadata: async (props: P): Promise<Metadata> =>
      (await loadFor(props))?.metadata(await getLocale()) ?? {},
    Page: async (props: P) => {
      const page = await loadFor(props);
      if (!page) notFound();
      if (page.redirect) permanentRedirect(page.redirect);
      const { metadata: _, jsonLd, redirect: __, ...view } = page;
      return (
        <>
          <JsonLd data={jsonLd} nonce={await cspNonce()} />
          <ListingView {...view} intro={definition.intro} locale={await getLocale()} />
          {/* Nothing matched: what sells, so the page still leads somewhere. */}
          {view.result.total === 0 && <PopularView />}
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
