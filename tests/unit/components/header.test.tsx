import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/layout/header';
import { NavMenus } from '@/components/layout/nav-menus';

describe('Header', () => {
  it('shows the banner, the logo and the desktop nav in the spec order', () => {
    render(<Header nav={<NavMenus nav={{ status: 'loading' }} />} />);
    expect(screen.getByText('Free shipping on orders over €50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RUCK home' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.map((t) => t?.replace('Loading...', ''))).toEqual([
      'NEW IN',
      'HOME',
      'MEN',
      'WOMEN',
      'BRANDS',
      'OUTLET',
    ]);
    expect(within(nav).getByRole('link', { name: 'NEW IN' }).getAttribute('href')).toBe(
      '/collections/new-arrivals',
    );
    expect(within(nav).getByRole('link', { name: 'OUTLET' }).getAttribute('href')).toBe('/outlet');
  });

  it('has labelled icon links for wishlist, cart and account', () => {
    render(<Header nav={null} />);
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('dispatches open-search from the search button', () => {
    render(<Header nav={null} />);
    const listener = vi.fn();
    window.addEventListener('open-search', listener);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    window.removeEventListener('open-search', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('marks the header once the page scrolls past 50 px', () => {
    render(<Header nav={null} />);
    const header = screen.getByRole('banner');
    expect(header.hasAttribute('data-scrolled')).toBe(false);
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.hasAttribute('data-scrolled')).toBe(true);
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.hasAttribute('data-scrolled')).toBe(false);
  });
});
