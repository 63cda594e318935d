import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/layout/header';
import { NavMenus } from '@/components/layout/nav-menus';
import { WithTexts } from '@/tests/helpers/client-texts';
import { setTestLocale } from '@/tests/stubs/next-intl-server';

describe('Header', () => {
  afterEach(() => setTestLocale('en'));

  it('shows the banner, the logo and the desktop nav in the spec order', async () => {
    render(
      <WithTexts namespaces={['layout']}>
        {await Header({ nav: <NavMenus nav={{ status: 'loading' }} /> })}
      </WithTexts>,
    );
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

  it('has labelled icon links for wishlist, cart and account', async () => {
    render(<WithTexts namespaces={['layout']}>{await Header({ nav: null })}</WithTexts>);
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('dispatches open-search from the search button', async () => {
    render(<WithTexts namespaces={['layout']}>{await Header({ nav: null })}</WithTexts>);
    const listener = vi.fn();
    window.addEventListener('open-search', listener);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    window.removeEventListener('open-search', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('marks the header once the page scrolls past 50 px', async () => {
    render(<WithTexts namespaces={['layout']}>{await Header({ nav: null })}</WithTexts>);
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

  it('speaks Greek on a Greek page, with the switch back to English', async () => {
    setTestLocale('el');
    render(
      <WithTexts locale="el" namespaces={['layout']}>
        {await Header({ nav: <NavMenus nav={{ status: 'error' }} /> })}
      </WithTexts>,
    );
    expect(screen.getByText('Δωρεάν αποστολή για παραγγελίες άνω των 50 €')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Κύρια πλοήγηση' });
    expect(within(nav).getByRole('link', { name: 'ΝΕΕΣ ΑΦΙΞΕΙΣ' }).getAttribute('href')).toBe(
      '/el/collections/new-arrivals',
    );
    expect(within(nav).getAllByText('Δεν ήταν δυνατή η φόρτωση των κατηγοριών').length).toBe(3);
    expect(screen.getByRole('button', { name: 'Αναζήτηση' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Καλάθι' }).getAttribute('href')).toBe('/el/cart');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('NEW IN')).toBeNull();
  });
});
