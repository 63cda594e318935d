import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubcategoryTiles } from '@/components/collection/category-landing';

const tiles = [
  { name: 'Slim', href: '/men/1011', image: '/media/item/5001/M1_BLK_1.jpg' },
  { name: 'Straight', href: '/men/1012', image: '/media/item/5002/M2_BLK_1.jpg' },
  { name: 'Relaxed', href: '/men/1013' },
];

describe('SubcategoryTiles (a category landing above its products)', () => {
  it("links every subcategory tile with its name and 'Shop Now' to /{gender}/{subcategoryId}", () => {
    render(<SubcategoryTiles landing={{ tiles, error: false }} />);
    const nav = screen.getByRole('navigation', { name: 'Subcategories' });
    const links = screen.getAllByRole('link', { name: /Shop Now/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/men/1011', '/men/1012', '/men/1013']);
    expect(links[0].textContent).toBe('SlimShop Now');
    expect(nav.querySelectorAll('li')).toHaveLength(3);
  });

  it('shows a picture of the items on each tile that has one, decorative beside the name', () => {
    render(<SubcategoryTiles landing={{ tiles, error: false }} />);
    const links = screen.getAllByRole('link', { name: /Shop Now/ });
    const img = links[0].querySelector('img')!;
    expect(img.getAttribute('src')).toContain('M1_BLK_1');
    expect(img.getAttribute('alt')).toBe('');
    expect(links[2].querySelector('img')).toBeNull();
  });

  it('has the exact empty and error texts', () => {
    const { unmount } = render(<SubcategoryTiles landing={{ tiles: [], error: false }} />);
    expect(screen.getByText('No subcategories found')).toBeTruthy();
    unmount();
    render(<SubcategoryTiles landing={{ tiles: [], error: true }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred while loading categories. Please try again later.',
    );
  });
});
