import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from '@/components/listing/filter-panel';
import { FilterSidebar } from '@/components/listing/filter-sidebar';
import { LISTING_VARIANTS } from '@/lib/listing/variants';
import { categoryFilterGroups } from '@/lib/listing/static-categories';
import { at, q, resultFor } from './helpers';

const panel = LISTING_VARIANTS.products.filterGroups;
const href = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

describe('FilterPanel', () => {
  it('shows CATEGORY, SIZE, COLOR and PRICE with the facet counts', () => {
    render(<FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} />);
    for (const heading of ['CATEGORY', 'SIZE', 'COLOR', 'PRICE']) expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Black (6)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Red (6)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Under €50 (3)' })).toBeTruthy();
  });

  it('links each option to the listing with it toggled on, back on page 1, keeping the scope', () => {
    const query = q({ page: 2, search: 'shirt', sort: 'latest' });
    render(<FilterPanel at={at(query, '/products', { type: '1', gender: 'men' })} facets={resultFor(query).facets} groups={panel} />);
    expect(href(/^M \(/)).toBe('/products?type=1&gender=men&search=shirt&size=M&sort=latest');
    const link = screen.getByRole('link', { name: /^Black/ });
    expect(link.getAttribute('rel')).toBe('nofollow');
  });

  it('marks a selected option and links it off again', () => {
    const query = q({ color: ['Black', 'Red'] });
    render(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} />);
    const black = screen.getByRole('link', { name: /^Black/ });
    expect(black.textContent).toContain(', selected');
    expect(black.getAttribute('href')).toBe('/products?color=Red');
  });

  it('shows an option no product would match as disabled text, not a link', () => {
    const query = q({ size: ['L'] });
    render(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} />);
    // Red is only on ids 1..6; with size L (even ids) it still matches 2, 4, 6; Jackets never match.
    expect(screen.queryByRole('link', { name: /^Jackets/ })).toBeNull();
    const jackets = screen.getByText('Jackets').closest('[aria-disabled]');
    expect(jackets?.getAttribute('aria-disabled')).toBe('true');
    expect(jackets?.tagName).toBe('SPAN');
    expect(jackets?.textContent).toContain('(0)');
  });

  it('groups categories under the static lists and offers clear all filters only when filtering', () => {
    const { rerender } = render(
      <FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} categoryGroups={categoryFilterGroups('men')} />,
    );
    expect(screen.getByRole('heading', { name: "Men's Apparel" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Men's Jeans" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
    const query = q({ size: ['S'], price: ['under-50'], search: 'tee', page: 3 });
    rerender(<FilterPanel at={at(query)} facets={resultFor(query).facets} groups={panel} />);
    expect(href('Clear all filters')).toBe('/products?search=tee');
  });

  it('folds behind a Filters disclosure', () => {
    render(<FilterPanel at={at()} facets={resultFor(q()).facets} groups={panel} />);
    expect(screen.getByText('Filters').tagName).toBe('SUMMARY');
  });
});

describe('FilterSidebar (new arrivals)', () => {
  const groups = LISTING_VARIANTS['new-arrivals'].filterGroups;

  it('shows Size, Color and Price with the number selected, and Clear All', () => {
    const query = q({ size: ['S', 'M'], sort: 'price-asc' });
    render(<FilterSidebar at={at(query, '/collections/new-arrivals')} facets={resultFor(query, 'inclusive').facets} groups={groups} />);
    expect(screen.getByRole('heading', { name: 'Size (2) selected' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Color' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Price' })).toBeTruthy();
    expect(href('Clear All')).toBe('/collections/new-arrivals?sort=price-asc');
    const aside = screen.getByRole('heading', { name: 'Filters' }).parentElement as HTMLElement;
    expect(within(aside).getByRole('link', { name: /^L \(/ }).getAttribute('href')).toBe(
      '/collections/new-arrivals?size=S&size=M&size=L&sort=price-asc',
    );
  });

  it('has no Clear All without a selection', () => {
    render(<FilterSidebar at={at(q(), '/collections/new-arrivals')} facets={resultFor(q(), 'inclusive').facets} groups={groups} />);
    expect(screen.queryByRole('link', { name: 'Clear All' })).toBeNull();
  });
});
