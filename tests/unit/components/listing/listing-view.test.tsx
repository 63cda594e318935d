import { render, screen, within } from '@testing-library/react';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { describe, expect, it, vi } from 'vitest';
import { ListingView } from '@/components/listing/listing-view';
import { colourHexes } from '@/lib/listing/colour-hex';
import type { ListingQuery } from '@/lib/listing/query';
import { LISTING_VARIANTS, type ListingVariantId } from '@/lib/listing/variants';
import type { Product } from '@/lib/types';
import { q, resultFor, scope } from './helpers';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

function view(variant: ListingVariantId, query: ListingQuery = q(), products: Product[] = scope) {
  const pathname =
    variant === 'outlet' ? '/outlet' : variant === 'products' ? '/products' : `/collections/${variant}`;
  const result = resultFor(query, LISTING_VARIANTS[variant].bands, products);
  return render(
    <ListingView
      variant={variant}
      pathname={pathname}
      scope={{}}
      query={query}
      result={result}
      title="TITLE"
      intro="Discover our most popular styles"
      breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Title' }]}
      colourHexes={colourHexes(products)}
    />,
    { wrapper: textsWrapper(['product']) },
  );
}

const status = () => screen.getByRole('status').textContent;

describe('ListingView', () => {
  it('renders the trail, the title, the intro, the count, the first page of cards and the pages', () => {
    view('outlet');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'TITLE' })).toBeTruthy();
    expect(screen.getByText('Discover our most popular styles')).toBeTruthy();
    expect(status()).toBe('12 items found');
    const grid = screen.getByRole('list', { name: 'Outlet items' });
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(8);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    // The first row loads eagerly.
    const images = within(grid)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('alt') !== '');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array.from({ length: 4 }, () => 'eager'),
      ...Array.from({ length: 4 }, () => 'lazy'),
    ]);
  });

  it('counts search results when a search is active', () => {
    view('products', q({ search: 'linen' }));
    expect(status()).toBe('6 search results');
  });

  it('links bestseller cards to /product/{id} and keeps the default link elsewhere', () => {
    const { unmount } = view('bestsellers');
    expect(screen.getAllByTestId('product-card')[0].querySelector('a')?.getAttribute('href')).toBe(
      '/product/1',
    );
    expect(screen.getByText('Filter')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    unmount();
    view('products');
    expect(screen.getAllByTestId('product-card')[0].querySelector('a')?.getAttribute('href')).toBe(
      '/men/100/product/1',
    );
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });

  it('shows NEW on new arrivals', () => {
    const flagged = scope.map((p) => ({ ...p, flags: { ...p.flags, newArrival: true } }));
    view('new-arrivals', q(), flagged);
    expect(screen.getAllByText('NEW')).toHaveLength(8);
  });

  it.each([
    ['products', q(), ['No products found', 'Try adjusting your filters or search terms']],
    ['bestsellers', q(), ['No bestsellers found']],
    ['outlet', q(), ['No clearance items found', 'Try adjusting your filters or search terms']],
    ['new-arrivals', q(), ['No new arrivals available at the moment.']],
    ['new-arrivals', q({ search: 'zzz' }), ['No products found matching your search.']],
  ] as const)('%s says its empty text exactly', (variant, query, texts) => {
    view(variant, query, []);
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('list', { name: LISTING_VARIANTS[variant].gridLabel })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers Clear Search on new arrivals when a search found nothing', () => {
    view('new-arrivals', q({ search: 'zzz', sort: 'latest' }), []);
    expect(screen.getByRole('link', { name: 'Clear Search' }).getAttribute('href')).toBe(
      '/collections/new-arrivals?sort=latest',
    );
  });

  it("gives the outlet 'Clear search' and 'Clear all filters' buttons when they apply", () => {
    const { unmount } = view('outlet');
    expect(screen.queryByRole('link', { name: 'Clear search' })).toBeNull();
    unmount();
    view('outlet', q({ search: 'linen', color: ['Red'], page: 1 }));
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/outlet?color=Red');
    // The toolbar's button, and the phone sheet's bottom bar (hidden from lg by CSS).
    expect(
      screen.getAllByRole('link', { name: 'Clear all filters' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/outlet?search=linen', '/outlet?search=linen']);
  });

  it('starts links from the page shown when the requested one is past the end', () => {
    view('products', q({ page: 9 }));
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });
});
