import type { Metadata } from 'next';
import { cache } from 'react';
import { ListingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { collectionScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) =>
  buildListingPage('bestsellers', '/collections/bestsellers', await collectionScope('bestsellers'), new URLSearchParams(key), 'Our best-selling clothing and accessories for men, women and kids.'),
);

export async function generateMetadata(props: Props): Promise<Metadata> {
  return (await load(...(await keyOf(props))))?.metadata ?? {};
}

export default async function Page(props: Props) {
  const page = await load(...(await keyOf(props)));
  const { metadata: _, ...route } = page;
  return <ListingRoute {...route} intro="Discover our most popular styles" nonce={await cspNonce()} />;
}
