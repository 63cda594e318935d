import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { productsScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => [paramsKey(await props.searchParams)] as const;

const load = cache(async (key: string) => {
  const params = new URLSearchParams(key);
  const scope = await productsScope({
    type: params.get('type') ?? undefined,
    gender: params.get('gender') ?? undefined,
    brand: params.get('brand') ?? undefined,
    search: params.get('search')?.trim() || undefined,
  });
  return buildListingPage(
    'products',
    '/products',
    scope,
    params,
    `${scope.title}: clothing and accessories at RUCK.`,
  );
});

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), { nonce: cspNonce });
export const generateMetadata = route.generateMetadata;
export default route.Page;
