import { JsonLd } from '@/components/seo/json-ld';
import type { JsonLdData } from '@/lib/seo/json-ld';
import type { ListingViewProps } from './listing-view';
import { ListingView } from './listing-view';
import { colourHexes } from './colour-hex';
import type { Product } from '@/lib/types';

export interface ListingRouteProps extends Omit<ListingViewProps, 'colourHexes'> {
  /** The whole scope, only to pick swatch colours for the COLOR filter; never sent to the browser. */
  scopeProducts: readonly Product[];
  jsonLd: JsonLdData[];
  nonce?: string;
}

/** A listing route's body: its structured data and the server-rendered listing. */
export function ListingRoute({ scopeProducts, jsonLd, nonce, ...view }: ListingRouteProps) {
  return (
    <>
      <JsonLd data={jsonLd} nonce={nonce} />
      <ListingView {...view} colourHexes={colourHexes(scopeProducts)} />
    </>
  );
}
