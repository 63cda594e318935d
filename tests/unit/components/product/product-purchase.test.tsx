import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from '@/components/product/product-purchase';
import { Toaster } from '@/components/ui/toast';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

const options = {
  id: 501,
  name: 'Slim Jeans',
  href: '/men/102/product/501',
  priceCents: 5990,
  colours: [
    { id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#111' },
    { id: 2, code: 'NAV', name: 'NAVY', label: 'Navy', hex: '#123' },
  ],
  sizes: ['S', 'M', 'L'],
  imagesByColour: {
    BLK: ['/media/item/501/A_BLK_1.jpg', '/media/item/501/A_BLK_2.jpg'],
    NAV: ['/media/item/501/A_NAV_1.jpg'],
  },
  stock: { BLACK: { S: 0, M: 2, L: 9 }, NAVY: { S: 5, M: 0, L: 0 } },
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const renderIt = (link: { colourCode?: string; size?: string } = {}) =>
  renderInTexts(
    <>
      <ProductPurchase options={options} {...link} />
      <Toaster />
    </>,
  );

/** The toast's text, once its lazily loaded list is in (the timers here are fake). */
async function toastText() {
  await act(() => vi.dynamicImportSettled());
  return screen.getByTestId('toast').textContent;
}

describe('product page pickers and ADD TO BAG', () => {
  it('preselects the first colour and disables its sold-out sizes', () => {
    renderIt();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Black' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^S/ }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^S/ }).disabled).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^M/ }).disabled).toBe(true);
  });

  it("toasts 'Please select a size', marks the size row and adds nothing without a size", async () => {
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG' }));
    expect(await toastText()).toBe('Please select a size');
    const row = screen.getByRole('group', { name: 'Size' });
    expect(row.dataset.invalid).toBe('true');
    expect(row.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    expect(row.dataset.invalid).toBeUndefined();
    expect(localStorage.getItem('cart') ?? '[]').toBe('[]');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("adds the chosen colour, size and quantity at the shown price and toasts 'Added to cart' with the name", async () => {
    renderIt();
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG' }));
    expect(await toastText()).toBe('Added to cart: Slim Jeans');
    const [line] = JSON.parse(localStorage.getItem('cart')!);
    expect(line).toMatchObject({
      id: 501,
      size: 'M',
      color: 'Black',
      quantity: 2,
      priceCents: 5990,
      image: '/media/item/501/A_BLK_1.jpg',
    });
  });

  it('a variant link preselects its colour and size', () => {
    renderIt({ colourCode: 'nav', size: 'S' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Navy' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^S/ }).checked).toBe(true);
  });

  it('a chosen size sold out in the next colour is no longer chosen', async () => {
    renderIt();
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^M/ }).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG' }));
    expect(await toastText()).toBe('Please select a size');
  });
});
