import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { collectionScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) =>
  buildListingPage(
    'new-arrivals',
    '/collections/new-arrivals',
    await collectionScope('new-arrivals'),
    new URLSearchParams(key),
    'New arrivals: the latest clothing and accessories in store.',
  ),
);

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), {
  nonce: cspNonce,
  intro: 'The latest styles, just in.',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
