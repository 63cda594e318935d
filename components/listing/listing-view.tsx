import { ProductGrid } from '@/components/catalogue/product-grid';
import { SubcategoryTiles } from '@/components/collection/category-landing';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ClientTextsProvider } from '@/components/i18n/client-texts-context';
import { MESSAGES } from '@/messages';
import type { ListingPage } from '@/lib/listing/listing-page';
import { categoryName, listingLabel, priceBandName } from '@/lib/i18n/catalogue-names';
import { colourName, sizeName } from '@/lib/i18n/variant-names';
import type { Locale } from '@/lib/i18n/locales';
import type { Facets } from '@/lib/listing/facets';
import { listingText } from '@/lib/listing/listing-texts';
import { variantIn } from '@/lib/listing/variant-texts';
import { EmptyState } from './empty-state';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import { FilterSidebar } from './filter-sidebar';
import type { ListingLocation } from './listing-links';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';

/** A listing page's body: the server's listing page less what goes in the head, and the route's intro. */
export type ListingViewProps = Omit<ListingPage, 'metadata' | 'jsonLd' | 'redirect'> & {
  intro?: string;
  /** The page's language: the listing page itself is computed in English (memoized across both). */
  locale?: Locale;
};

/** The filter options' shown names in the language (the URL keeps the English values). */
function facetsIn(facets: Facets, locale: Locale): Facets {
  if (locale === 'en') return facets;
  const named = (options: Facets[keyof Facets], name: (label: string, locale: Locale) => string) =>
    options.map((option) => ({ ...option, label: name(option.label, locale) }));
  return {
    ...facets,
    category: named(facets.category, categoryName),
    color: named(facets.color, colourName),
    size: named(facets.size, sizeName),
    price: named(facets.price, priceBandName),
  };
}

/** First row of the grid (4 on desktop) loads eagerly. */
const PRIORITY_CARDS = 4;

/** The whole body of a listing page, rendered on the server from the URL's state. */
export function ListingView(props: ListingViewProps) {
  const { pathname, scope, colourHexes, locale = 'en' } = props;
  const variant = variantIn(props.variant, locale);
  const result = { ...props.result, facets: facetsIn(props.result.facets, locale) };
  const title = listingLabel(props.title, locale);
  const intro = props.intro && listingText(props.intro, locale);
  const texts = MESSAGES[locale].catalogue.client;
  const breadcrumb = props.breadcrumb.map((crumb) => ({
    ...crumb,
    label: listingLabel(crumb.label, locale),
  }));
  // Links start from the page actually shown (a page past the end shows the last one).
  const at: ListingLocation = { pathname, scope, query: { ...props.query, page: result.page } };
  return (
    // The listing's client islands (count, sort, search box, filter sheet) read these texts.
    <ClientTextsProvider locale={locale} texts={{ catalogue: texts }}>
      <div className="mx-auto max-w-screen-xl px-4 py-8 lg:px-8 lg:py-12">
        <Breadcrumb items={breadcrumb} label={MESSAGES[locale].common.breadcrumb} />
        <h1 className="page-title mt-6">{title}</h1>
        {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
        {props.landing && (
          <div className="mt-6 lg:mt-8">
            <SubcategoryTiles landing={props.landing} />
          </div>
        )}
        <div className="mt-8">
          <ListingToolbar at={at} variant={variant} total={result.total} texts={texts} />
        </div>
        <div className="mt-6 grid gap-4 lg:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <aside aria-label={variant.filterTexts.title}>
            {variant.layout === 'panel' ? (
              <FilterPanel
                at={at}
                facets={result.facets}
                groups={variant.filterGroups}
                categoryGroups={props.categoryGroups}
                colourHexes={colourHexes}
                total={result.total}
                title={variant.filterTexts.title}
                clearLabel={variant.filterTexts.clear}
                clearLink={!variant.clearButtons}
                texts={texts}
                nameOf={(label) => categoryName(label, locale)}
              />
            ) : (
              <FilterSidebar
                at={at}
                facets={result.facets}
                groups={variant.filterGroups}
                colourHexes={colourHexes}
                total={result.total}
                texts={texts}
                clearLabel={variant.filterTexts.clear}
              />
            )}
          </aside>
          <div className="min-w-0">
            {/* The cards' names are h3s: this keeps the outline h1 → h2 → h3 with or without filters. */}
            <h2 className="sr-only">{variant.gridLabel}</h2>
            <FilterChips at={at} facets={result.facets} texts={texts} />
            {result.items.length > 0 ? (
              <ProductGrid
                products={result.items}
                priorityCount={PRIORITY_CARDS}
                showNewBadge={variant.showNewBadge}
                href={variant.cardHref}
                bestsellerQuickAdd={variant.quickAddSizeM}
                label={variant.gridLabel}
                locale={locale}
                cardTexts={MESSAGES[locale].catalogue.card}
              />
            ) : (
              <EmptyState at={at} texts={variant.empty} />
            )}
            <Pagination
              at={at}
              page={result.page}
              pageCount={result.pageCount}
              style={variant.pagination}
              texts={texts}
            />
          </div>
        </div>
      </div>
    </ClientTextsProvider>
  );
}
