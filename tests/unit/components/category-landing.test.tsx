import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryLanding, categoryLandingBreadcrumb } from '@/components/collection/category-landing';
import type { Subcategory } from '@/lib/types';

const subcategories: Subcategory[] = [
  { id: 1011, name: 'Slim', parentId: 101, gender: 'men', link: '/men/1011' },
  { id: 1012, name: 'Straight', parentId: 101, gender: 'men', link: '/men/1012' },
  { id: 1013, name: 'Relaxed', parentId: 101, gender: 'men', link: '/men/1013' },
];
const jeans = { id: 101, name: 'Jeans' };

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');

describe('CategoryLanding', () => {
  it('shows Home > Men > current with aria-current on the last', () => {
    render(<CategoryLanding gender="men" category={jeans} parent={null} subcategories={subcategories} />);
    const items = trail();
    expect(items.map((li) => li.textContent?.replace('/', ''))).toEqual(['Home', 'Men', 'Jeans']);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/');
    expect(within(items[1]).getByRole('link').getAttribute('href')).toBe('/men');
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(within(items[2]).getByText('Jeans').getAttribute('aria-current')).toBe('page');
  });

  it('puts the optional parent before the current category', () => {
    render(
      <CategoryLanding
        gender="women"
        category={{ id: 2011, name: 'Midi' }}
        parent={{ id: 201, name: 'Dresses' }}
        subcategories={[]}
      />,
    );
    expect(trail().map((li) => li.textContent?.replace('/', ''))).toEqual([
      'Home',
      'Women',
      'Dresses',
      'Midi',
    ]);
    expect(screen.getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/women/category/201');
    expect(categoryLandingBreadcrumb('women', { id: 2011, name: 'Midi' }).at(-1)).toEqual({
      label: 'Midi',
      href: '/women/category/2011',
    });
  });

  it('titles the page with the possessive gender and the upper-case name', () => {
    render(<CategoryLanding gender="men" category={jeans} parent={null} subcategories={subcategories} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("MEN'S JEANS");
  });

  it("links every subcategory tile with 'Shop Now' to /{gender}/{subcategoryId}", () => {
    render(<CategoryLanding gender="men" category={jeans} parent={null} subcategories={subcategories} />);
    const links = screen.getAllByRole('link', { name: /Shop Now/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/men/1011', '/men/1012', '/men/1013']);
    expect(links[0].textContent).toBe('SlimShop Now');
  });

  it('has the exact empty and error texts', () => {
    const { unmount } = render(
      <CategoryLanding gender="men" category={jeans} parent={null} subcategories={[]} />,
    );
    expect(screen.getByText('No subcategories found')).toBeTruthy();
    unmount();
    render(<CategoryLanding gender="women" error />);
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred while loading categories. Please try again later.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("WOMEN'S CATEGORY");
  });
});
