// The four listing pages differ only in these settings (spec section 2: Product list,
// Bestsellers, New Arrivals and Outlet pages; section 9: timings, sort orders, price bands).
import type { BandVariant } from '@/lib/listing/price-bands';
import type { FilterGroup } from '@/lib/listing/query';
import { NEW_ARRIVALS_SORT_OPTIONS, SORT_OPTIONS, type SortOption } from '@/lib/listing/sort';
import type { Product } from '@/lib/types';

export type ListingVariantId = 'products' | 'bestsellers' | 'new-arrivals' | 'outlet';

/**
 * Both are a sidebar on desktop and a sheet on phones (one listing layout,
 * docs/decisions/0056-phone-shopping.md);
 * panel: upper-case group headings; sidebar: 'Filters' with the number selected per group.
 */
export type FilterLayout = 'panel' | 'sidebar';

export type PaginationStyle = 'numbers' | 'prev-next';

/** A filter group and its heading exactly as the spec writes it. */
export interface FilterGroupSpec {
  group: FilterGroup;
  label: string;
}

/** `text` when nothing matches; on new arrivals `searchText` (and a clear button) when searching. */
export interface EmptyTexts {
  text: string;
  hint?: string;
  searchText?: string;
  clearSearchLabel?: string;
}

export interface ListingVariant {
  id: ListingVariantId;
  searchLabel: string;
  searchPlaceholder: string;
  /** How long the search box waits after typing before it searches. */
  debounceMs: number;
  sortLabel: string;
  sortOptions: readonly SortOption[];
  bands: BandVariant;
  layout: FilterLayout;
  /** The filters' title and clear link as the spec writes them for this page. */
  filterTexts: { title: string; clear: string };
  filterGroups: readonly FilterGroupSpec[];
  empty: EmptyTexts;
  showNewBadge: boolean;
  /** Where a card links; by default the card's own rule (gender and category when known). */
  cardHref?: (product: Pick<Product, 'id'>) => string;
  /** Spec: Quick Add on bestsellers adds size M, the first colour and quantity 1 when it can. */
  quickAddSizeM?: boolean;
  pagination: PaginationStyle;
  /** Outlet: 'Clear search' and 'Clear all filters' buttons beside the toolbar. */
  clearButtons: boolean;
  /** Names the product list for screen readers. */
  gridLabel: string;
}

// The listing search boxes' waits. Spec section 4 (Listing pages): "Search waits 300 ms after
// typing in the header overlay and on the outlet, 200 ms on bestsellers and the listing page"
// (section 9 repeats it). The overlay's wait is lib/search/limits.ts's.
const LISTING_SEARCH_DEBOUNCE_MS = 200;
const OUTLET_SEARCH_DEBOUNCE_MS = 300;

const NO_MATCH_HINT = 'Try adjusting your filters or search terms';

const PANEL_TEXTS = { title: 'Filters', clear: 'Clear all filters' };

const PANEL_GROUPS: readonly FilterGroupSpec[] = [
  { group: 'category', label: 'CATEGORY' },
  { group: 'size', label: 'SIZE' },
  { group: 'color', label: 'COLOUR' },
  { group: 'price', label: 'PRICE' },
];

export const LISTING_VARIANTS: Record<ListingVariantId, ListingVariant> = {
  products: {
    id: 'products',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search for products...',
    debounceMs: LISTING_SEARCH_DEBOUNCE_MS,
    sortLabel: 'Sort',
    sortOptions: SORT_OPTIONS,
    bands: 'standard',
    layout: 'panel',
    filterTexts: PANEL_TEXTS,
    filterGroups: PANEL_GROUPS,
    empty: { text: 'No products found', hint: NO_MATCH_HINT },
    showNewBadge: false,
    pagination: 'numbers',
    clearButtons: false,
    gridLabel: 'Products',
  },
  bestsellers: {
    id: 'bestsellers',
    searchLabel: 'Search bestsellers',
    searchPlaceholder: 'Search for products...',
    debounceMs: LISTING_SEARCH_DEBOUNCE_MS,
    sortLabel: 'Sort By',
    sortOptions: SORT_OPTIONS,
    bands: 'standard',
    // Spec: a 'Filter' dialog with 'Clear all' and 'Apply filter'; the one layout keeps its texts.
    layout: 'panel',
    filterTexts: { title: 'Filter', clear: 'Clear all' },
    filterGroups: [
      { group: 'color', label: 'COLOUR' },
      { group: 'size', label: 'SIZE' },
      { group: 'price', label: 'PRICE' },
    ],
    empty: { text: 'No bestsellers found' },
    showNewBadge: false,
    cardHref: (product) => `/product/${product.id}`,
    quickAddSizeM: true,
    pagination: 'prev-next',
    clearButtons: false,
    gridLabel: 'Bestsellers',
  },
  'new-arrivals': {
    id: 'new-arrivals',
    searchLabel: 'Search new arrivals',
    searchPlaceholder: 'Search new arrivals...',
    // The spec gives no value for this page; the listing pages' 200 ms.
    debounceMs: LISTING_SEARCH_DEBOUNCE_MS,
    sortLabel: 'Sort',
    sortOptions: NEW_ARRIVALS_SORT_OPTIONS,
    bands: 'inclusive',
    layout: 'sidebar',
    filterTexts: { title: 'Filters', clear: 'Clear All' },
    filterGroups: [
      { group: 'size', label: 'Size' },
      { group: 'color', label: 'Colour' },
      { group: 'price', label: 'Price' },
    ],
    empty: {
      text: 'No new arrivals available at the moment.',
      searchText: 'No products found matching your search.',
      clearSearchLabel: 'Clear Search',
    },
    showNewBadge: true,
    pagination: 'prev-next',
    clearButtons: false,
    gridLabel: 'New arrivals',
  },
  outlet: {
    id: 'outlet',
    searchLabel: 'Search outlet items',
    searchPlaceholder: 'Search outlet items...',
    debounceMs: OUTLET_SEARCH_DEBOUNCE_MS,
    sortLabel: 'Sort',
    sortOptions: SORT_OPTIONS,
    bands: 'standard',
    layout: 'panel',
    filterTexts: PANEL_TEXTS,
    filterGroups: PANEL_GROUPS,
    empty: { text: 'No clearance items found', hint: NO_MATCH_HINT },
    // The card shows -N% on every sale item already.
    showNewBadge: false,
    pagination: 'prev-next',
    clearButtons: true,
    gridLabel: 'Outlet items',
  },
};
