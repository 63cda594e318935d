import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cap, freshCart, tee } from './helpers';

// The bag in Greek: the drawer and the /cart page read the cart's texts in the page's language and
// show money the Greek way; the ERP's names, sizes and colours stay as they are.
describe('the cart in Greek', () => {
  it('the header bag and its drawer', async () => {
    const { CartMenu } = await freshCart([cap, tee], 'el');
    render(<CartMenu />);
    const button = screen.getByRole('button', { name: 'Καλάθι, 3 προϊόντα' });
    fireEvent.click(button);
    const panel = await screen.findByTestId('cart-drawer', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Το καλάθι σας' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Κλείσιμο καλαθιού' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Αφαίρεση: Wool Cap' })).toBeTruthy();
    expect(within(panel).getByText('Μέγεθος: Ένα μέγεθος')).toBeTruthy();
    expect(within(panel).getByText('Χρώμα: ΜΑΥΡΟ')).toBeTruthy();
    expect(within(panel).getByText('Υποσύνολο').nextElementSibling?.textContent).toBe('42,90\u00a0€');
    expect(within(panel).getByText(/^Προσθέστε ακόμη 7,10\s€ για δωρεάν μεταφορικά$/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Προβολή καλαθιού' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Wool Cap' }).getAttribute('translate')).toBe('no');
    expect(panel.textContent).not.toMatch(/Subtotal|Size:|View Cart|€\d+\.\d\d/);
  });

  it('the /cart page: table heads, quantity controls and an empty bag', async () => {
    const { CartPage } = await freshCart([tee], 'el');
    const { unmount } = render(<CartPage />);
    const table = await screen.findByRole('table', { name: 'Προϊόντα στο καλάθι σας' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Προϊόν', 'Τιμή', 'Ποσότητα', 'Σύνολο', 'Αφαίρεση']);
    // The colour is named from the tables the server page hands in (the page's code has none).
    expect(within(table).getByText('Χρώμα: ΜΑΥΡΟ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Αύξηση ποσότητας: Basic Tee' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ποσότητα: Basic Tee' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Σύνοψη παραγγελίας' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ολοκλήρωση αγοράς' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Order Summary|Quantity|Continue Shopping/);
    unmount();

    const empty = await freshCart([], 'el');
    render(<empty.CartPage />);
    expect(await screen.findByText('Το καλάθι σας είναι άδειο')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Συνέχεια αγορών' }).getAttribute('href')).toBe('/el');
  });
});
