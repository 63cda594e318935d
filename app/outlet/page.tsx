import type { Metadata } from 'next';
import { cache } from 'react';
import { ListingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { collectionScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) =>
  buildListingPage('outlet', '/outlet', await collectionScope('outlet'), new URLSearchParams(key), 'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.'),
);

export async function generateMetadata(props: Props): Promise<Metadata> {
  return (await load(...(await keyOf(props))))?.metadata ?? {};
}

export default async function Page(props: Props) {
  const page = await load(...(await keyOf(props)));
  const { metadata: _, ...route } = page;
  return <ListingRoute {...route} intro="Last sizes and past seasons at outlet prices: the deals change often, so check back soon." nonce={await cspNonce()} />;
}
