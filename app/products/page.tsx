import type { Metadata } from 'next';
import { cache } from 'react';
import { ListingRoute } from '@/components/listing/listing-route';
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
  return buildListingPage('products', '/products', scope, params, `${scope.title}: clothing and accessories at RUCK.`);
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  return (await load(...(await keyOf(props))))?.metadata ?? {};
}

export default async function Page(props: Props) {
  const page = await load(...(await keyOf(props)));
  const { metadata: _, ...route } = page;
  return <ListingRoute {...route}  nonce={await cspNonce()} />;
}
