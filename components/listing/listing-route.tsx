import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import type { JsonLdData } from '@/lib/seo/json-ld';
import type { ListingViewProps } from './listing-view';
import { ListingView } from './listing-view';

export interface ListingRouteProps extends ListingViewProps {
  jsonLd: JsonLdData[];
  nonce?: string;
}

/** A listing route's body: its structured data and the server-rendered listing. */
export function ListingRoute({ jsonLd, nonce, ...view }: ListingRouteProps) {
  return (
    <>
      <JsonLd data={jsonLd} nonce={nonce} />
      <ListingView {...view} />
    </>
  );
}

/** What a listing route's loader returns: the body's props and the page's metadata. */
export type ListingRoutePage = Omit<ListingRouteProps, 'intro' | 'nonce'> & { metadata: Metadata };

/**
 * The `generateMetadata` and page component of a listing route, from its loader (null = 404).
 * The loader is memoised per request, so both compute the listing once.
 */
export function listingRoute<P>(
  load: (props: P) => Promise<ListingRoutePage | null>,
  opts: { nonce: () => Promise<string | undefined>; intro?: string },
) {
  return {
    async generateMetadata(props: P): Promise<Metadata> {
      return (await load(props))?.metadata ?? {};
    },
    async Page(props: P) {
      const page = await load(props);
      if (!page) notFound();
      const { metadata: _, ...route } = page;
      return <ListingRoute {...route} intro={opts.intro} nonce={await opts.nonce()} />;
    },
  };
}
