// Spec section 9: the sort options, their labels and their two orders (New Arrivals differs).
import type { Product } from '@/lib/types';

export type SortKey = 'relevance' | 'price-desc' | 'price-asc' | 'latest';

export const DEFAULT_SORT: SortKey = 'relevance';

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Relevance',
  'price-desc': 'Price: High to Low',
  'price-asc': 'Price: Low to High',
  latest: 'Latest',
};

export interface SortOption {
  key: SortKey;
  label: string;
}

const option = (key: SortKey): SortOption => ({ key, label: SORT_LABELS[key] });

/** Bestsellers, outlet and the product list: Relevance, High to Low, Low to High, Latest. */
export const SORT_OPTIONS: readonly SortOption[] = (
  ['relevance', 'price-desc', 'price-asc', 'latest'] as const
).map(option);

/** New Arrivals: Relevance, Latest, Low to High, High to Low. */
export const NEW_ARRIVALS_SORT_OPTIONS: readonly SortOption[] = (
  ['relevance', 'latest', 'price-asc', 'price-desc'] as const
).map(option);

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && Object.hasOwn(SORT_LABELS, value);
}

type Compare = (a: Product, b: Product) => number;

const byIdAsc: Compare = (a, b) => a.id - b.id;

const COMPARE: Record<Exclude<SortKey, 'relevance'>, Compare> = {
  // Equal prices fall back to the lower id first, so every sort is deterministic.
  'price-desc': (a, b) => b.salePriceCents - a.salePriceCents || byIdAsc(a, b),
  'price-asc': (a, b) => a.salePriceCents - b.salePriceCents || byIdAsc(a, b),
  // Latest: the highest id is the newest item.
  latest: (a, b) => b.id - a.id,
};

/**
 * A sorted copy. Relevance keeps the input order (the caller's order is the relevance); prices sort
 * by what the shopper pays (salePriceCents); Latest puts the highest id first. Array#sort is stable.
 */
export function sortProducts<T extends Product>(products: readonly T[], key: SortKey): T[] {
  const copy = [...products];
  return key === 'relevance' ? copy : copy.sort(COMPARE[key]);
}
