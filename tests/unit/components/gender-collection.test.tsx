import { render, screen, within } from '@testing-library/react';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { describe, expect, it } from 'vitest';
import { GenderCollection } from '@/components/collection/gender-collection';
import { makeProduct, menGroups, womenGroups } from './fixtures';

describe('GenderCollection', () => {
  it('links each category tile to /products?type={id}&gender={gender}', () => {
    render(<GenderCollection gender="men" title="MEN'S COLLECTION" groups={menGroups} bestSellers={[]} />, {
      wrapper: textsWrapper(['product']),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("MEN'S COLLECTION");
    expect(screen.getByRole('link', { name: 'T-SHIRTS' }).getAttribute('href')).toBe(
      '/products?type=101&gender=men',
    );
    expect(screen.getByRole('link', { name: 'BAGS' }).getAttribute('href')).toBe(
      '/products?type=120&gender=men',
    );
    expect(screen.getByRole('heading', { name: 'ACCESSORIES' })).toBeTruthy();
  });

  it('shows featured best sellers and View All → /collections/bestsellers', () => {
    render(
      <GenderCollection
        gender="women"
        title="WOMEN'S COLLECTION"
        groups={womenGroups}
        bestSellers={[makeProduct()]}
      />,
      { wrapper: textsWrapper(['product']) },
    );
    expect(screen.getByRole('link', { name: 'DRESSES' }).getAttribute('href')).toBe(
      '/products?type=201&gender=women',
    );
    const section = screen.getByRole('region', { name: 'Featured best sellers' });
    expect(within(section).getAllByTestId('product-card')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/collections/bestsellers',
    );
  });

  it('omits the tiles when there are no categories', () => {
    render(<GenderCollection gender="men" title="MEN'S COLLECTION" groups={[]} bestSellers={[]} />, {
      wrapper: textsWrapper(['product']),
    });
    expect(screen.queryByRole('heading', { name: 'Shop by Category' })).toBeNull();
    expect(screen.getByText('No bestsellers found')).toBeTruthy();
  });
});
