// The one indexing policy for product listings (docs/decisions/0027-listing-urls-indexing-and-sitemap.md).
// A listing's scope (which products it is about: type, gender, brand) makes a distinct page worth
// indexing; filters, a search term and a sort only re-slice that page, so those states are
// `noindex, follow` and point their canonical at the unfiltered scope. Plain pagination is indexed
// with a self-referencing canonical, because page 2 lists products page 1 does not.
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { localeUrl } from '@/lib/i18n/paths';

/** Query parameters that define what a listing is about; anything else never reaches a canonical. */
export const SCOPE_PARAMS = ['type', 'gender', 'brand'] as const;

export interface ListingState {
  /** Path of the listing, e.g. `/products` or `/men/category/12`. */
  pathname: string;
  /** The query's scope parameters; keys outside SCOPE_PARAMS are ignored. */
  scope: Readonly<Record<string, string | undefined>>;
  /** 1-based page number. */
  page: number;
  /** A category, size, colour or price filter is selected. */
  filtered: boolean;
  /** A search term is set. */
  searched: boolean;
  /** The sort is not the listing's default. */
  sorted: boolean;
}

export interface ListingSeo {
  canonical: string;
  robots: { index: boolean; follow: true };
}

export function listingSeo(state: ListingState, siteUrl: string): ListingSeo {
  const params = new URLSearchParams();
  // A fixed parameter order, so one scope always has exactly one canonical spelling.
  for (const key of SCOPE_PARAMS) {
    const value = state.scope[key]?.trim();
    if (value) params.set(key, value);
  }
  const narrowed = state.filtered || state.searched || state.sorted;
  const page = Number.isInteger(state.page) && state.page > 1 ? state.page : 1;
  if (!narrowed && page > 1) params.set('page', String(page));

  const base = siteUrl.replace(/\/+$/, '');
  const path = state.pathname.startsWith('/') ? state.pathname : `/${state.pathname}`;
  const query = params.toString();
  return {
    canonical: `${base}${path}${query ? `?${query}` : ''}`,
    robots: { index: !narrowed, follow: true },
  };
}

/**
 * The `alternates` and `robots` fields of a page's Next `Metadata`, in the page's language: the
 * canonical is that language's address, and both languages' are named (x-default: English).
 */
export function toMetadata(seo: ListingSeo, locale: Locale): Pick<Metadata, 'alternates' | 'robots'> {
  return {
    alternates: {
      canonical: localeUrl(locale, seo.canonical),
      languages: { en: seo.canonical, el: localeUrl('el', seo.canonical), 'x-default': seo.canonical },
    },
    robots: { index: seo.robots.index, follow: seo.robots.follow },
  };
}
