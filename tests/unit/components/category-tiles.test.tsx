import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTiles } from '@/components/home/category-tiles';

describe('CategoryTiles', () => {
  it('renders nothing at all when there are no tiles (type-table failure)', () => {
    const { container } = render(<CategoryTiles tiles={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it("shows 'Shop by Category' with MEN → /men and WOMEN → /women, images lazy", () => {
    render(
      <CategoryTiles
        tiles={[
          { label: 'MEN', href: '/men', image: '/media/type/1/men.jpg' },
          { label: 'WOMEN', href: '/women', image: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Shop by Category' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MEN' }).getAttribute('href')).toBe('/men');
    expect(screen.getByRole('link', { name: 'WOMEN' }).getAttribute('href')).toBe('/women');
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('loading')).toBe('lazy');
    expect(images[0].getAttribute('alt')).toBe('');
  });
});
