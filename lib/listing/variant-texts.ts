import type { Locale } from '@/lib/i18n/locales';
import type { SortOption } from '@/lib/listing/sort';
import { LISTING_VARIANTS, type ListingVariant, type ListingVariantId } from '@/lib/listing/variants';
import { MESSAGES } from '@/messages';

/** The listing's own words (catalogue.client), as server parts of the listing take them. */
export type CatalogueTexts = (typeof MESSAGES)['en']['catalogue']['client'];

// A listing variant's texts in a language (messages/<locale>/catalogue.json, whose English is the
// spec's wording in variants.ts): the search box, sort, filter headings, empty texts, grid label.

/** The variant with its shopper-facing texts in the language; its settings are unchanged. */
export function variantIn(id: ListingVariantId, locale: Locale): ListingVariant {
  const base = LISTING_VARIANTS[id];
  if (locale === 'en') return base;
  const m = MESSAGES[locale].catalogue;
  const v: Record<string, string> = m.variants[id];
  const groups = base.layout === 'sidebar' ? m.groups.sidebar : m.groups.panel;
  const sort = (options: readonly SortOption[]) =>
    options.map((option) => ({ key: option.key, label: m.sort[option.key] }));
  return {
    ...base,
    searchLabel: v.searchLabel,
    searchPlaceholder: v.searchPlaceholder,
    sortLabel: v.sortLabel,
    sortOptions: sort(base.sortOptions),
    filterTexts: { title: v.filterTitle, clear: v.filterClear },
    filterGroups: base.filterGroups.map((g) => ({ group: g.group, label: groups[g.group] })),
    empty: {
      text: v.emptyText,
      ...(v.emptyHint ? { hint: v.emptyHint } : {}),
      ...(v.emptySearchText ? { searchText: v.emptySearchText } : {}),
      ...(v.clearSearchLabel ? { clearSearchLabel: v.clearSearchLabel } : {}),
    },
    gridLabel: v.gridLabel,
  };
}
