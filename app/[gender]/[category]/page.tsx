import { cache } from 'react';
import { listingRoute } from '@/components/listing/listing-route';
import { buildListingPage, paramsKey, type SearchParams } from '@/server/catalogue/listing-page';
import { categoryScope, parseGender } from '@/server/catalogue/listing-scope';
import { cspNonce } from '@/server/request';

type Props = { params: Promise<{ gender: string; category: string }>; searchParams: Promise<SearchParams> };

const keyOf = async (props: Props) => {
  const { gender, category } = await props.params;
  return [gender, category, paramsKey(await props.searchParams)] as const;
};

const load = cache(async (rawGender: string, rawCategory: string, key: string) => {
  const gender = parseGender(rawGender);
  const id = Number(rawCategory);
  if (!gender || !Number.isInteger(id) || id <= 0) return null;
  const scope = await categoryScope(gender, id);
  if (!scope) return null;
  return buildListingPage(
    'products',
    `/${gender}/${id}`,
    scope,
    new URLSearchParams(key),
    `${scope.title} for ${gender}: clothing at RUCK.`,
  );
});

const route = listingRoute((props: Props) => keyOf(props).then((key) => load(...key)), { nonce: cspNonce });
export const generateMetadata = route.generateMetadata;
export default route.Page;
