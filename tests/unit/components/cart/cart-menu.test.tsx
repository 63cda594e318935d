import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cap, freshCart, storedCart, tee } from './helpers';

async function openMenu(stored?: Parameters<typeof freshCart>[0]) {
  const modules = await freshCart(stored);
  render(<modules.CartMenu />);
  const button = screen.getByRole('button', { name: /^Cart/ });
  fireEvent.click(button);
  // The drawer's code is loaded on demand: wait for it to render.
  const panel = await screen.findByTestId('cart-drawer', {}, { timeout: 10_000 });
  return { ...modules, button, panel };
}

describe('the header bag opens the one mini-cart', () => {
  it('shows the empty state with Continue Shopping', async () => {
    const { button, panel } = await openMenu();
    expect(button.getAttribute('aria-label')).toBe('Cart');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(panel).getByRole('heading', { name: 'Your cart' })).toBeTruthy();
    expect(within(panel).getByText('Your cart is empty')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(within(panel).queryByText('Subtotal')).toBeNull();
  });

  it('names the count on the button and shows it in a badge', async () => {
    const { button } = await openMenu([cap, tee]);
    expect(button.getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(button.textContent).toBe('3');
  });

  it('lists each line with name link, size, color, quantity x price and line total', async () => {
    const { panel } = await openMenu([cap, tee]);
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const teeLine = within(lines[1]);
    expect(teeLine.getByRole('link', { name: 'Basic Tee' }).getAttribute('href')).toBe('/men/4/product/9');
    expect(teeLine.getByText('Size: M')).toBeTruthy();
    expect(teeLine.getByText('Colour: BLACK')).toBeTruthy();
    expect(teeLine.getByText('2 x €15.00')).toBeTruthy();
    expect(teeLine.getByText('€30.00')).toBeTruthy();
    // Decorative (alt=""): the name beside it says what it shows.
    const image = lines[0].querySelector('img')!;
    expect([image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '',
      '64',
      '80',
    ]);
    expect(image.getAttribute('src')).toContain(encodeURIComponent('/media/3_RED_1.jpg'));
  });

  it('shows subtotal, the €3.00 shipping, total and the exact free-shipping hint below €50', async () => {
    const { panel } = await openMenu([cap, tee]);
    const summary = within(panel.querySelector('dl')!);
    expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('€42.90');
    expect(summary.getByText('Shipping').nextElementSibling?.textContent).toBe('€3.00');
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe('€45.90');
    expect(within(panel).getByText('Add €7.10 more for free shipping')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it("shows shipping 'Free' and no hint from €50", async () => {
    const { panel } = await openMenu([
      { ...tee, quantity: 3 },
      { ...cap, priceCents: 500 },
    ]);
    expect(within(panel).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(within(panel).queryByText(/more for free shipping/)).toBeNull();
  });

  it('removes a line from the drawer, the badge and storage, keeping focus in the drawer', async () => {
    const { button, panel } = await openMenu([cap, tee]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Basic Tee' }));
    expect(within(panel).queryByText('Basic Tee')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(storedCart()).toEqual([cap]);
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('closes with its Close cart button, and opens again from the bag', async () => {
    const { button, panel } = await openMenu([cap]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByTestId('cart-drawer')).toBeNull());
    fireEvent.click(button);
    expect(await screen.findByTestId('cart-drawer')).toBeTruthy();
  });

  it('follows a cart change made by another island (ADD TO BAG)', async () => {
    const { addToCart, CartMenu } = await freshCart();
    render(<CartMenu />);
    act(() => addToCart({ id: 3, name: 'Wool Cap', href: '/product/3', priceCents: 1290 }));
    expect(screen.getByRole('button', { name: 'Cart, 1 item' }).textContent).toBe('1');
  });

  it('renders a plain /cart link on the server and hydrates to the stored count without a mismatch', async () => {
    const { CartMenu } = await freshCart([cap, tee]);
    const html = renderToString(<CartMenu />);
    expect(html).toContain('href="/cart"');
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('>3<');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    // An async act (a promise-returning callback) lets hydration and its effects settle.
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, <CartMenu />, { onRecoverableError })),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
