import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { collectionScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) =>
  buildListingPage(
    'outlet',
    '/outlet',
    await collectionScope('outlet'),
    new URLSearchParams(key),
    'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.',
  ),
);

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), {
  nonce: cspNonce,
  intro: 'Last sizes and past seasons at outlet prices: the deals change often, so check back soon.',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
