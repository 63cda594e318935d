import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuickAddDialog from '@/components/product/quick-add-dialog';
import { loadOptions, quickAddRequest } from '@/components/product/quick-add-data';
import { Toaster } from '@/components/ui/toast';
import type { ProductOptions } from '@/lib/product-options';

const options: ProductOptions = {
  id: 501,
  name: 'Padded Bomber Jacket',
  href: '/men/102/product/501',
  priceCents: 9800,
  colours: [
    { id: 1, code: 'BLK', name: 'BLACK', label: 'Black', hex: '#111' },
    { id: 2, code: 'CAM', name: 'CAMEL', label: 'Camel', hex: '#c96' },
  ],
  sizes: ['S', 'M', 'L'],
  imagesByColour: { BLK: ['/media/item/501/J_BLK_1.jpg'] },
  stock: { BLACK: { S: 0, M: 4, L: 1 }, CAMEL: { S: 3, M: 0, L: 0 } },
};

function cardLink(): HTMLAnchorElement {
  document.body.innerHTML = `
    <article data-price-cents="4990"><a href="/product/7"><img src="/_next/image?url=%2Fmedia%2Fitem%2F7%2FC_RED_1.jpg&amp;w=828&amp;q=75" alt=""><h3>Cotton Cap</h3></a>
    <a href="/product/7#add" data-quick="7" data-sizes="S/M|L/XL" data-colours="Red|Navy">QUICK ADD</a></article>`;
  return document.querySelector('a[data-quick]')!;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('quick add: the card product as fallback', () => {
  it("reads the card's product from the card around the link", () => {
    expect(quickAddRequest(cardLink())).toEqual({
      id: 7,
      fallback: {
        id: 7,
        name: 'Cotton Cap',
        href: '/product/7',
        priceCents: 4990,
        colours: [
          { id: null, code: 'Red', name: 'Red', label: 'Red', hex: null },
          { id: null, code: 'Navy', name: 'Navy', label: 'Navy', hex: null },
        ],
        sizes: ['S/M', 'L/XL'],
        imagesByColour: { RED: ['/media/item/7/C_RED_1.jpg'] },
        stock: null,
      },
    });
  });

  it('uses the live options, and falls back to the card when the fetch fails', async () => {
    const request = quickAddRequest(cardLink());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(options)),
    );
    expect(await loadOptions(request)).toEqual(options);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: {} }, { status: 503 })),
    );
    expect(await loadOptions(request)).toBe(request.fallback);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await loadOptions(request)).toBe(request.fallback);
  });
});

describe('options (quick-add) dialog', () => {
  const renderDialog = (onClose = vi.fn()) => {
    render(
      <>
        <QuickAddDialog request={{ id: 501, fallback: options }} options={options} onClose={onClose} />
        <Toaster />
      </>,
    );
    return onClose;
  };

  it('opens on the first colour, the first size in stock and quantity 1', () => {
    renderDialog();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Black', hidden: true }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^M/, hidden: true }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^S/, hidden: true }).disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quantity', hidden: true }).value).toBe(
      '1',
    );
  });

  it("says 'Size Required' when the chosen size is sold out in the new colour, and adds nothing", () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Camel', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG', hidden: true }));
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert.textContent).toBe('Size RequiredPlease select a size before adding to cart.');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adding puts the line in the cart, toasts and closes the dialog', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId('toast').textContent).toBe('Added to cart: Padded Bomber Jacket');
    expect(JSON.parse(localStorage.getItem('cart')!)[0]).toMatchObject({
      id: 501,
      size: 'M',
      color: 'Black',
      quantity: 1,
      priceCents: 9800,
    });
  });

  it('fetches the options itself when opened without them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(options)),
    );
    render(
      <QuickAddDialog
        request={{ id: 501, fallback: { ...options, name: 'Card name' } }}
        options={null}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { hidden: true }).textContent).toBe('Padded Bomber Jacket'),
    );
    await act(async () => {});
    expect(fetch).toHaveBeenCalledWith('/api/products/501/options', expect.anything());
  });
});
