import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { collectionScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) =>
  buildListingPage(
    'bestsellers',
    '/collections/bestsellers',
    await collectionScope('bestsellers'),
    new URLSearchParams(key),
    'Our best-selling clothing and accessories for men, women and kids.',
  ),
);

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), {
  nonce: cspNonce,
  intro: 'Discover our most popular styles',
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
