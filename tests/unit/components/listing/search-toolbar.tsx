// The search form and the result count as the toolbar wires them, for the search and count tests.
import { ListingTransitionProvider } from '@/components/listing/listing-transition';
import { ResultCount } from '@/components/listing/result-count';
import { SearchForm } from '@/components/listing/search-form';
import type { ListingQuery } from '@/lib/listing/query';
import { LISTING_VARIANTS, type ListingVariantId } from '@/lib/listing/variants';
import { at, q } from './helpers';

export const PATHS: Record<ListingVariantId, string> = {
  products: '/products',
  bestsellers: '/collections/bestsellers',
  'new-arrivals': '/collections/new-arrivals',
  outlet: '/outlet',
};

export function Toolbar({
  variant,
  query = q(),
  total = 5,
}: {
  variant: ListingVariantId;
  query?: ListingQuery;
  total?: number;
}) {
  return (
    <ListingTransitionProvider>
      <SearchForm at={at(query, PATHS[variant])} variant={LISTING_VARIANTS[variant]} />
      <ResultCount total={total} hasSearch={query.search !== ''} />
    </ListingTransitionProvider>
  );
}
