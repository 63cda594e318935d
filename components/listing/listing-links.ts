// What every listing link needs: the page's path, its scope (type, gender, brand) and the state.
import { listingHref, toSearchParams, type ListingScope } from '@/lib/listing/href';
import { clearFilters, withPage, withSearch } from '@/lib/listing/query-actions';
import { FILTER_GROUPS, parseListingQuery, type ListingQuery } from '@/lib/listing/query';

export interface ListingLocation {
  pathname: string;
  scope: ListingScope;
  query: ListingQuery;
}

export const hrefTo = ({ pathname, scope }: ListingLocation, query: ListingQuery) =>
  listingHref(pathname, query, scope);

export const clearFiltersHref = (at: ListingLocation) => hrefTo(at, clearFilters(at.query));

export const clearSearchHref = (at: ListingLocation) => hrefTo(at, withSearch(at.query, ''));

export const pageHref = (at: ListingLocation, page: number) => hrefTo(at, withPage(at.query, page));

/** The state as name/value pairs for a GET form's hidden inputs, leaving out what the form sets. */
export function hiddenFields({ scope, query }: ListingLocation, omit: readonly string[]): [string, string][] {
  const params = toSearchParams(query, scope);
  return [...params.entries()].filter(([name]) => name !== 'page' && !omit.includes(name));
}

/** The selected filters in one string: a filter form resets its checkboxes when it changes. */
export const filterStateKey = (query: ListingQuery) =>
  FILTER_GROUPS.map((group) => query[group].join(',')).join('|');

/** The canonical href a submitted listing form stands for (the same URL the server would link). */
export function formHref(action: string, data: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') params.append(name, value);
  return listingHref(action, parseListingQuery(params), params);
}

/** Focus ring shared by the listing's links and buttons (a utility in app/components.css). */
export const focusRing = 'focus-ring';

/** Small tracked headings (the filter groups, written in capitals as the spec does). */
export const groupHeadingClass = 'text-xs font-semibold tracking-[0.16em] text-ink';

// Component classes in app/components.css, so repeated buttons and links carry one short class.
/** A bordered 40 px button or button-like link (its text as the spec writes it, no case change). */
export const outlineButtonClass = 'btn';

/** A filled 40 px button. */
export const solidButtonClass = 'btn-solid';

/** An underlined text link at least 24 px tall. */
export const textLinkClass = 'link';

/** The filter form's id, so the phone sheet's bottom bar can submit it. */
export const FILTER_FORM_ID = 'listing-filters';
/** The note said before the checkboxes, since a tick applies at once (WCAG 3.2.2 On Input; decision 0091). */
export const FILTER_NOTE_ID = 'filter-note';

/** The count route's URL for a filter form's state on a listing (the page number left out). */
export function listingCountUrl(pathname: string, data: FormData): string {
  const params = new URLSearchParams({ path: pathname });
  for (const [name, value] of data)
    if (typeof value === 'string' && name !== 'page') params.append(name, value);
  return `/api/listing-count?${params}`;
}
