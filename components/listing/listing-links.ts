// What every listing link needs: the page's path, its scope (type, gender, brand) and the state.
import { listingHref, toSearchParams, type ListingScope } from '@/lib/listing/href';
import { clearFilters, toggleOption, withPage, withSearch } from '@/lib/listing/query-actions';
import { parseListingQuery, type FilterGroup, type ListingQuery } from '@/lib/listing/query';

export interface ListingLocation {
  pathname: string;
  scope: ListingScope;
  query: ListingQuery;
}

export const hrefTo = ({ pathname, scope }: ListingLocation, query: ListingQuery) => listingHref(pathname, query, scope);

export const toggleHref = (at: ListingLocation, group: FilterGroup, value: string) =>
  hrefTo(at, toggleOption(at.query, group, value));

export const clearFiltersHref = (at: ListingLocation) => hrefTo(at, clearFilters(at.query));

export const clearSearchHref = (at: ListingLocation) => hrefTo(at, withSearch(at.query, ''));

export const pageHref = (at: ListingLocation, page: number) => hrefTo(at, withPage(at.query, page));

/** The state as name/value pairs for a GET form's hidden inputs, leaving out what the form sets. */
export function hiddenFields({ scope, query }: ListingLocation, omit: readonly string[]): [string, string][] {
  const params = toSearchParams(query, scope);
  return [...params.entries()].filter(([name]) => name !== 'page' && !omit.includes(name));
}

/** The canonical href a submitted listing form stands for (the same URL the server would link). */
export function formHref(action: string, data: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') params.append(name, value);
  return listingHref(action, parseListingQuery(params), params);
}

/** Focus ring shared by the listing's links and buttons. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** Small tracked headings (the filter groups, written in capitals as the spec does). */
export const groupHeadingClass = 'text-xs font-semibold tracking-[0.16em] text-ink';

/** A bordered 40 px button or button-like link (its text as the spec writes it, no case change). */
export const outlineButtonClass = `inline-flex min-h-10 items-center justify-center gap-2 rounded-sm border border-ink px-4 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-white ${focusRing}`;

/** A filled 40 px button. */
export const solidButtonClass = `inline-flex min-h-10 items-center justify-center rounded-sm bg-ink px-4 text-sm font-medium text-white hover:bg-neutral-800 ${focusRing}`;

/** An underlined text link at least 24 px tall. */
export const textLinkClass = `inline-flex min-h-6 items-center rounded-sm text-sm text-ink underline underline-offset-4 hover:text-muted ${focusRing}`;
