// Each product's filter options as normalised keys (the same keys `optionKey` gives a filter
// value), computed once per product: catalogue products are immutable cached objects, so a
// listing of thousands of items filters and counts facets with set lookups, not string work.
import type { Product } from '@/lib/types';
import { categoryNameKeys } from '@/lib/listing/category-options';
import { sizeKeys } from '@/lib/listing/size-groups';
import { inPriceBand, PRICE_BANDS, type BandVariant } from '@/lib/listing/price-bands';
import type { FilterGroup } from '@/lib/listing/query';

type Slot = Exclude<FilterGroup, 'price'> | `price:${BandVariant}`;
const memo = new WeakMap<Product, Partial<Record<Slot, ReadonlySet<string>>>>();

const lower = (value: string) => value.trim().toLowerCase();
const keys = (values: string[]) => new Set(values.filter((v) => v !== ''));

function compute(product: Product, group: FilterGroup, bands: BandVariant): ReadonlySet<string> {
  switch (group) {
    case 'category':
      // A category value is a name (folded) or an id (digits, as in /products?category={id}), the
      // item's own or its parent's: 'Jackets' lists the bombers, 'Shoes' the sneakers.
      return product.category
        ? keys([
            `#${product.category.id}`,
            ...(product.category.parent ? [`#${product.category.parent.id}`] : []),
            ...categoryNameKeys(product.category),
          ])
        : keys([]);
    case 'size':
      return keys(product.sizes.flatMap((size) => sizeKeys(product, size).map(lower)));
    case 'color':
      return keys(product.colours.flatMap((c) => [lower(c.label), lower(c.name)]));
    case 'price':
      return keys(
        PRICE_BANDS.filter((b) => inPriceBand(product.salePriceCents, b.id, bands)).map((b) => b.id),
      );
  }
}

/** The keys of the options a product carries in a group. */
export function productKeys(product: Product, group: FilterGroup, bands: BandVariant): ReadonlySet<string> {
  let slots = memo.get(product);
  if (!slots) memo.set(product, (slots = {}));
  const slot: Slot = group === 'price' ? `price:${bands}` : group;
  return (slots[slot] ??= compute(product, group, bands));
}
