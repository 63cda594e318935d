// The listing state that lives in the URL: filters per group, sort, page and search text.
// Parsing is tolerant (garbage is dropped, never an error) and canonical (one state, one value).
import { normaliseCategoryLabel } from '@/lib/listing/category-label';
import { bandIndex, isPriceBandId, type PriceBandId } from '@/lib/listing/price-bands';
import { compareSizes } from '@/lib/listing/size-order';
import { DEFAULT_SORT, isSortKey, type SortKey } from '@/lib/listing/sort';

export type FilterGroup = 'category' | 'size' | 'color' | 'price';
export const FILTER_GROUPS: readonly FilterGroup[] = ['category', 'size', 'color', 'price'];

export interface ListingQuery {
  category: string[];
  size: string[];
  color: string[];
  price: PriceBandId[];
  sort: SortKey;
  page: number;
  search: string;
}

/** URLSearchParams, or Next's `searchParams` record. */
export type ParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const SEARCH_MAX_LENGTH = 100;
export const MAX_PAGE = 10_000;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 60;

/** Every raw value of a key: repeated keys and comma lists alike. */
export function readAll(params: ParamsInput, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : [params[key] ?? []].flat();
  return raw.flatMap((value) => value.split(','));
}

/** The first raw value of a key, or ''. */
export function readFirst(params: ParamsInput, key: string): string {
  const raw = params instanceof URLSearchParams ? params.get(key) : [params[key] ?? []].flat()[0];
  return raw ?? '';
}

const lower = (value: string) => value.toLowerCase();
const alphabetical = (a: string, b: string) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0);

interface GroupRule {
  key: (value: string) => string;
  compare: (a: string, b: string) => number;
}

const GROUP_RULES: Record<FilterGroup, GroupRule> = {
  category: { key: (v) => (/^\d+$/.test(v) ? `#${v}` : normaliseCategoryLabel(v)), compare: alphabetical },
  // Letters in size order, the grouped sizes ('waist-30') after them: the URL's order. The chips
  // and the filter show them by group (lib/listing/size-groups.ts, server-side only, so the
  // listing's client code does not carry the size systems).
  size: { key: lower, compare: compareSizes },
  color: { key: lower, compare: alphabetical },
  price: { key: (v) => v, compare: (a, b) => bandIndex(a as PriceBandId) - bandIndex(b as PriceBandId) },
};

/** The normalised key under which a group compares its values ('' never matches anything). */
export function optionKey(group: FilterGroup, value: string): string {
  return GROUP_RULES[group].key(value.trim());
}

/** Whether two values of a group name the same option. */
export function sameOption(group: FilterGroup, a: string, b: string): boolean {
  return optionKey(group, a) === optionKey(group, b);
}

/** Trimmed, known, de-duplicated (first spelling kept) and in the group's canonical order. */
export function cleanGroup(group: FilterGroup, values: readonly string[]): string[] {
  const rule = GROUP_RULES[group];
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || value.length > MAX_VALUE_LENGTH || value.includes(',')) continue;
    if (group === 'price' && !isPriceBandId(value)) continue;
    const key = rule.key(value);
    if (key !== '' && !seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()].slice(0, MAX_VALUES).sort(rule.compare);
}

export function cleanPage(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value.trim() || NaN);
  return Number.isFinite(n) ? Math.min(MAX_PAGE, Math.max(1, Math.floor(n))) : 1;
}

export function cleanSearch(value: string): string {
  return value.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The canonical form of a query: the one every URL and comparison uses. */
export function normaliseQuery(query: ListingQuery): ListingQuery {
  return {
    category: cleanGroup('category', query.category),
    size: cleanGroup('size', query.size),
    color: cleanGroup('color', query.color),
    price: cleanGroup('price', query.price) as PriceBandId[],
    sort: isSortKey(query.sort) ? query.sort : DEFAULT_SORT,
    page: cleanPage(query.page),
    search: cleanSearch(query.search),
  };
}

/** Reads the listing state from a query string; unknown values are dropped, never an error. */
export function parseListingQuery(params: ParamsInput): ListingQuery {
  const sort = readFirst(params, 'sort');
  return normaliseQuery({
    category: readAll(params, 'category'),
    size: readAll(params, 'size'),
    color: readAll(params, 'color'),
    price: readAll(params, 'price') as PriceBandId[],
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: cleanPage(readFirst(params, 'page')),
    search: readFirst(params, 'search'),
  });
}
