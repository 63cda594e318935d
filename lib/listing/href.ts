// One URL per listing state: stable key order, defaults left out, the page's scope kept.
import { DEFAULT_SORT } from '@/lib/listing/sort';
import {
  FILTER_GROUPS,
  normaliseQuery,
  readFirst,
  type ListingQuery,
  type ParamsInput,
} from '@/lib/listing/query';

/** Query keys that choose what a page lists (spec: type, gender, brand) and pass through as they are. */
export const SCOPE_KEYS = ['type', 'gender', 'brand'] as const;
export type ScopeKey = (typeof SCOPE_KEYS)[number];
export type ListingScope = Partial<Record<ScopeKey, string>>;

/** The scope keys present (non-blank) in a query string, first value each. */
export function scopeOf(params: ParamsInput): ListingScope {
  const scope: ListingScope = {};
  for (const key of SCOPE_KEYS) {
    const value = readFirst(params, key).trim();
    if (value !== '') scope[key] = value;
  }
  return scope;
}

/**
 * The canonical query string: scope keys from `base` first (type, gender, brand), then search,
 * category, size, color, price (repeated keys), sort and page; defaults are left out.
 */
export function toSearchParams(query: ListingQuery, base?: ParamsInput): URLSearchParams {
  const q = normaliseQuery(query);
  const out = new URLSearchParams();
  const scope = base ? scopeOf(base) : {};
  for (const key of SCOPE_KEYS) if (scope[key] !== undefined) out.append(key, scope[key]);
  if (q.search !== '') out.append('search', q.search);
  for (const group of FILTER_GROUPS) for (const value of q[group]) out.append(group, value);
  if (q.sort !== DEFAULT_SORT) out.append('sort', q.sort);
  if (q.page > 1) out.append('page', String(q.page));
  return out;
}

/** `pathname` with the canonical query string, or the bare pathname when every value is a default. */
export function listingHref(pathname: string, query: ListingQuery, scope?: ParamsInput): string {
  const search = toSearchParams(query, scope).toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
