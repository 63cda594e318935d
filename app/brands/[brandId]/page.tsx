import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { brandScope } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { params: Promise<{ brandId: string }>; searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) =>
  [(await props.params).brandId, paramsKey(await props.searchParams)] as const;

const load = cache(async (rawId: string, key: string) => {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  const scope = await brandScope(id);
  if (!scope) return null;
  // The spec passes the brand as query `brand` too; the path already says it.
  return buildListingPage(
    'products',
    `/brands/${id}`,
    scope,
    new URLSearchParams(key),
    `${scope.title}: clothing and accessories at RUCK.`,
  );
});

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), { nonce: cspNonce });
export const generateMetadata = route.generateMetadata;
export default route.Page;
