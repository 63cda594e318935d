import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { textsWrapper, WithTexts } from '@/tests/helpers/client-texts';
import { NavMenus } from '@/components/layout/nav-menus';
import { brands, menGroups, womenGroups } from './fixtures';

const ready = { status: 'ready', data: { men: menGroups, women: womenGroups, brands } } as const;

function renderMenus() {
  return render(
    <nav>
      <ul>
        <NavMenus nav={ready} />
      </ul>
    </nav>,
    { wrapper: textsWrapper(['layout']) },
  );
}

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link', { hidden: true })
    .map((a) => a.getAttribute('href'));

describe('NavMenus', () => {
  // The open item is module state; press Escape on anything left open so tests stay independent.
  afterEach(() => {
    for (const item of document.querySelectorAll('[data-open]')) fireEvent.keyDown(item, { key: 'Escape' });
  });

  it('renders MEN and WOMEN panels with category and subcategory links', () => {
    renderMenus();
    const men = screen.getByTestId('mega-men');
    expect(hrefs(men)).toEqual([
      '/men',
      '/men/category/101',
      '/men/1010',
      '/men/1011',
      '/men/category/102',
      '/men/1020',
      '/men/category/120',
    ]);
    expect(within(men).getByText('CLOTHING')).toBeTruthy();
    expect(within(men).getByText('ACCESSORIES')).toBeTruthy();
    expect(hrefs(screen.getByTestId('mega-women'))).toEqual(['/women', '/women/category/201', '/women/2010']);
  });

  it('puts every panel link in the server HTML, so crawlers see them without JS', () => {
    const html = renderToString(
      <WithTexts namespaces={['layout']}>
        <ul>
          <NavMenus nav={ready} />
        </ul>
      </WithTexts>,
    );
    for (const href of ['/men/category/101', '/men/1011', '/women/category/201', '/brands/2']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('renders BRANDS as a flat list of /brands/{id} links', () => {
    renderMenus();
    expect(hrefs(screen.getByTestId('mega-brands'))).toEqual(['/brands', '/brands/1', '/brands/2']);
  });

  it('opens by button, keeps one open, and closes on Escape with focus back on the button', () => {
    renderMenus();
    const menButton = screen.getByRole('button', { name: 'MEN menu' });
    const womenButton = screen.getByRole('button', { name: 'WOMEN menu' });
    expect(menButton.getAttribute('aria-expanded')).toBe('false');
    expect(menButton.getAttribute('aria-controls')).toBe('mega-men-panel');

    fireEvent.click(menButton);
    expect(menButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('mega-men').hasAttribute('data-open')).toBe(true);

    fireEvent.click(womenButton);
    expect(menButton.getAttribute('aria-expanded')).toBe('false');
    expect(womenButton.getAttribute('aria-expanded')).toBe('true');

    const link = within(screen.getByTestId('mega-women')).getByRole('link', { name: 'DRESSES' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(womenButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(womenButton);
  });

  it('opens on hover and closes when the pointer leaves', () => {
    renderMenus();
    const brandsItem = screen.getByTestId('mega-brands');
    fireEvent.mouseEnter(brandsItem);
    expect(brandsItem.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseLeave(brandsItem);
    expect(brandsItem.hasAttribute('data-open')).toBe(false);
  });

  it('closes after a panel link is followed', () => {
    renderMenus();
    fireEvent.click(screen.getByRole('button', { name: 'MEN menu' }));
    const link = within(screen.getByTestId('mega-men')).getByRole('link', { name: 'Polo' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.getByTestId('mega-men').hasAttribute('data-open')).toBe(false);
  });
});

describe('NavMenus while the categories load', () => {
  it('keeps MEN / WOMEN / BRANDS as links and shows the loading and failure texts exactly in the panels', () => {
    const { rerender } = render(
      <ul>
        <NavMenus nav={{ status: 'loading' }} />
      </ul>,
      { wrapper: textsWrapper(['layout']) },
    );
    expect(screen.getAllByRole('status', { hidden: true }).map((s) => s.textContent)).toEqual([
      'Loading...',
      'Loading...',
      'Loading...',
    ]);
    const men = screen.getByRole('link', { name: 'MEN' });
    rerender(
      <ul>
        <NavMenus nav={{ status: 'error' }} />
      </ul>,
    );
    expect(screen.getAllByRole('status', { hidden: true })[0].textContent).toBe('Failed to load categories');
    rerender(
      <ul>
        <NavMenus nav={ready} />
      </ul>,
    );
    // The same element: focus on MEN survives the data arriving.
    expect(screen.getByRole('link', { name: 'MEN' })).toBe(men);
  });
});
