import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cap, freshCart, storedCart, tee } from './helpers';

async function renderPage(stored?: Parameters<typeof freshCart>[0]) {
  const { CartPage } = await freshCart(stored);
  return render(<CartPage />);
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('cart page', () => {
  it('shows the empty view with Continue Shopping', async () => {
    await renderPage();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the items in a table with price, quantity and line total', async () => {
    await renderPage([cap, tee]);
    const table = screen.getByRole('table', { name: 'Items in your cart' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Product', 'Price', 'Quantity', 'Total', 'Remove']);
    const [, teeRow] = within(table).getAllByRole('row').slice(1);
    expect(within(teeRow).getByRole('link', { name: 'Basic Tee' }).getAttribute('href')).toBe(
      '/men/4/product/9',
    );
    expect(within(teeRow).getByText('Size: M')).toBeTruthy();
    expect(within(teeRow).getByText('Colour: BLACK')).toBeTruthy();
    expect(cells(teeRow)[1].textContent).toBe('€15.00');
    expect(
      within(teeRow).getByRole<HTMLSelectElement>('combobox', { name: 'Quantity of Basic Tee' }).value,
    ).toBe('2');
    expect(cells(teeRow)[3].textContent).toBe('€30.00');
  });

  it('shows the order summary with the hint and the checkout and shopping links', async () => {
    await renderPage([cap, tee]);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('€42.90');
    expect(within(summary).getByText('Shipping').nextElementSibling?.textContent).toBe('€3.00');
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('€45.90');
    expect(within(summary).getByText('Add €7.10 more for free shipping')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('changes the quantity with + / − and the select, within 1..10, and re-totals', async () => {
    await renderPage([cap]);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Wool Cap' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Wool Cap' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quantity of Wool Cap' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(select.value).toBe('1');

    fireEvent.click(plus);
    expect(select.value).toBe('2');
    expect(storedCart()).toEqual([{ ...cap, quantity: 2 }]);

    fireEvent.change(select, { target: { value: '10' } });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(select.value).toBe('10');
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByText('Shipping').nextElementSibling
        ?.textContent,
    ).toBe('Free');

    fireEvent.click(minus);
    expect(select.value).toBe('9');
    expect([...select.options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('removes a row, and shows the empty view after the last one', async () => {
    await renderPage([cap, tee]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wool Cap' }));
    expect(screen.queryByText('Wool Cap')).toBeNull();
    expect(storedCart()).toEqual([tee]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Basic Tee' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
