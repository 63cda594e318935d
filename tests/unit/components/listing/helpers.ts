// Shared set-up for the listing component tests: a small scope and its listing result.
import type { ListingLocation } from '@/components/listing/listing-links';
import { parseListingQuery, type ListingQuery } from '@/lib/listing/query';
import { runListing } from '@/lib/listing/run';
import type { BandVariant } from '@/lib/listing/price-bands';
import type { Product } from '@/lib/types';
import { makeProduct } from '../fixtures';

export const q = (over: Partial<ListingQuery> = {}): ListingQuery => ({ ...parseListingQuery({}), ...over });

/** Something chosen in every group, a sort, a search and page 4. */
export const busyQuery = (): ListingQuery =>
  q({
    category: ['Dresses'],
    size: ['M'],
    color: ['Red'],
    price: ['under-50'],
    sort: 'latest',
    page: 4,
    search: 'midi',
  });

const colour = (label: string, hex: string) => ({
  id: null,
  code: label.slice(0, 3).toUpperCase(),
  name: label.toUpperCase(),
  label,
  hex,
});

/** 12 products: ids 1..12, sizes S/M (odd) or L (even), Black or Navy (ids ≤ 6 also Red), €20 … €130. */
export const scope: Product[] = Array.from({ length: 12 }, (_, i) =>
  makeProduct({
    id: i + 1,
    name: i < 6 ? `Linen Shirt ${i + 1}` : `Cotton Tee ${i + 1}`,
    category: { id: 100 + i, name: i < 6 ? 'SHIRTS' : 'T-SHIRTS' },
    sizes: i % 2 === 0 ? ['S', 'M'] : ['L'],
    colours: [
      i % 2 === 0 ? colour('Black', '#000000') : colour('Navy', '#1f2a44'),
      ...(i < 6 ? [colour('Red', '#b91c1c')] : []),
    ],
    priceCents: (i + 2) * 1000,
    salePriceCents: (i + 2) * 1000,
  }),
);

export function resultFor(query: ListingQuery, bands: BandVariant = 'standard', products: Product[] = scope) {
  return runListing(products, query, { bands, categoryOptions: ['Shirts', 'T-Shirts', 'Jackets'] });
}

export const at = (
  query: ListingQuery = q(),
  pathname = '/products',
  scopeKeys: ListingLocation['scope'] = {},
): ListingLocation => ({
  pathname,
  scope: scopeKeys,
  query,
});
