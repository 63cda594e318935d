import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The navigation store lives for the visit; each test loads a fresh module so nothing leaks.
async function renderFresh() {
  vi.resetModules();
  const { LiveNavMenus } = await import('@/components/layout/live-nav');
  // Imported after the reset too, so the provider and the menus share one context module.
  const { textsWrapper } = await import('@/tests/helpers/client-texts');
  return render(
    <ul>
      <LiveNavMenus />
    </ul>,
    { wrapper: textsWrapper(['layout']) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('header menus loaded in the browser', () => {
  it("shows 'Loading...' in the panels while the categories load", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    await renderFresh();
    expect(screen.getAllByText('Loading...')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'MEN' }).getAttribute('href')).toBe('/men');
  });

  it("shows 'Failed to load categories' when the navigation route fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await renderFresh();
    await waitFor(() => expect(screen.getAllByText('Failed to load categories')).toHaveLength(3));
  });

  it('renders the category and brand links once they arrive', async () => {
    const data = {
      men: [
        {
          type: { id: 1, name: 'UOMO', label: 'CLOTHING', gender: 'men', images: [] },
          categories: [
            {
              id: 11,
              name: 'JEANS',
              typeId: 1,
              gender: 'men',
              bookmark: '',
              subcategories: [{ id: 101, name: 'Slim', parentId: 11, gender: 'men', link: '/men/101' }],
            },
          ],
        },
      ],
      women: [],
      brands: [{ id: 5, name: 'Norte', bookmark: 'norte' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(data)),
    );
    await renderFresh();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Slim' }).getAttribute('href')).toBe('/men/101'),
    );
    expect(screen.getByRole('link', { name: 'JEANS' }).getAttribute('href')).toBe('/men/category/11');
    expect(screen.getByRole('link', { name: 'Norte' }).getAttribute('href')).toBe('/brands/5');
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/navigation');
  });
});
