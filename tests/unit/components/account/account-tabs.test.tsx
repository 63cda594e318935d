import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountTabs, parseTab } from '@/components/account/account-tabs';
import { MESSAGES } from '@/messages';

describe('parseTab', () => {
  it('reads the four tabs and falls back to details', () => {
    expect(parseTab('orders')).toBe('orders');
    expect(parseTab('wishlist')).toBe('wishlist');
    expect(parseTab('manage')).toBe('manage');
    expect(parseTab(undefined)).toBe('details');
    expect(parseTab('settings')).toBe('details');
    expect(parseTab(['orders', 'manage'])).toBe('details');
  });
});

describe('AccountTabs', () => {
  it('links every section and marks the open one as the current page', () => {
    render(<AccountTabs active="orders" texts={MESSAGES.en.account.page.tabs} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Account Details', '/account'],
      ['Order History', '/account?tab=orders'],
      ['Wishlist', '/account?tab=wishlist'],
      ['Manage Account', '/account?tab=manage'],
    ]);
    expect(screen.getByRole('link', { name: 'Order History' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('aria-current')).toBeNull();
  });
});
