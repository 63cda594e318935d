import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textsWrapper } from '@/tests/helpers/client-texts';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { brands, menGroups, womenGroups } from './fixtures';

const menus = { men: menGroups, women: womenGroups, brands };
const dialog = () => screen.queryByRole('dialog');

async function openMenu() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
  // The dialog's code, Headless UI with it, is loaded on demand: slow on a busy machine.
  await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 });
  return dialog() as HTMLElement;
}

describe('MobileMenu', () => {
  it('opens from the hamburger and closes with the close button', async () => {
    render(<MobileMenu menus={menus} />, { wrapper: textsWrapper(['layout']) });
    expect(dialog()).toBeNull();
    const panel = await openMenu();
    for (const name of ['NEW IN', 'HOME', 'OUTLET'])
      expect(within(panel).getByRole('link', { name })).toBeTruthy();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Close menu' })));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('expands MEN into groups, categories and subcategories', async () => {
    render(<MobileMenu menus={menus} />, { wrapper: textsWrapper(['layout']) });
    const panel = await openMenu();
    const men = within(panel).getByRole('button', { name: 'MEN' });
    expect(men.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(men));
    expect(men.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByText('CLOTHING')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'SHIRTS' }).getAttribute('href')).toBe(
      '/men/category/102',
    );
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'T-SHIRTS subcategories' })),
    );
    expect(within(panel).getByRole('link', { name: 'Polo' }).getAttribute('href')).toBe('/men/1011');
  });

  it('lists brands flat and closes when a link is followed', async () => {
    render(<MobileMenu menus={menus} />, { wrapper: textsWrapper(['layout']) });
    const panel = await openMenu();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'BRANDS' })));
    const link = within(panel).getByRole('link', { name: 'Harbour & Co' });
    expect(link.getAttribute('href')).toBe('/brands/2');
    // As next/link does on a client-side navigation.
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => fireEvent.click(link));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    render(<MobileMenu menus={menus} />, { wrapper: textsWrapper(['layout']) });
    await openMenu();
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('shows the failure and loading texts in place of the category lists', async () => {
    const { unmount } = render(<MobileMenu menus={null} />, { wrapper: textsWrapper(['layout']) });
    let panel = await openMenu();
    expect(within(panel).getByText('Failed to load categories')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'MEN' })).toBeNull();
    unmount();
    render(<MobileMenu menus={null} loading />, { wrapper: textsWrapper(['layout']) });
    panel = await openMenu();
    expect(within(panel).getByText('Loading...')).toBeTruthy();
  });
});
