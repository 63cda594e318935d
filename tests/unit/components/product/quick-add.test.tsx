import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart } from '@/components/cart/use-cart';
import { ProductGrid } from '@/components/catalogue/product-grid';
import QuickAddDialog from '@/components/product/quick-add-dialog';
import { loadOptions, quickAddRequest } from '@/components/product/quick-add-data';
import { Toaster } from '@/components/ui/toast';
import type { ProductOptions } from '@/lib/product-options';
import { quickAddCard } from '@/lib/quick-add-card';
import { makeProduct, CARD_TEXTS } from '../fixtures';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

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

const card = quickAddCard(
  makeProduct({ id: 7, name: 'Cotton Cap', hasSale: true, salePriceCents: 4990, sizes: ['S/M', 'L/XL'] }),
);

function quickLink(id: number): HTMLAnchorElement {
  document.body.innerHTML = `<a href="/product/${id}#add" data-quick="${id}">QUICK ADD</a>`;
  return document.querySelector('a[data-quick]')!;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  // The cart store outlives a test, like a page view outlives one add.
  clearCart();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('quick add: the card product as fallback', () => {
  it("builds the dialog's options from what the card shows (the sale and regular prices), stock unknown", () => {
    expect(card).toEqual({
      id: 7,
      name: 'Cotton Cap',
      priceCents: 4990,
      originalPriceCents: 5990,
      image: '/media/items/M-501_BLK_1.jpg',
      colours: ['Black', 'Navy'],
      sizes: ['S/M', 'L/XL'],
    });
    expect(quickAddRequest(quickLink(7), [card])).toEqual({
      id: 7,
      fallback: {
        id: 7,
        name: 'Cotton Cap',
        href: '/product/7',
        priceCents: 4990,
        originalPriceCents: 5990,
        colours: [
          { id: null, code: 'Black', name: 'Black', label: 'Black', hex: null },
          { id: null, code: 'Navy', name: 'Navy', label: 'Navy', hex: null },
        ],
        sizes: ['S/M', 'L/XL'],
        imagesByColour: { BLACK: ['/media/items/M-501_BLK_1.jpg'] },
        stock: null,
      },
    });
  });

  it('leaves a link whose card has no data to open the product page', () => {
    expect(quickAddRequest(quickLink(8), [card])).toBeNull();
  });

  it('uses the live options, and falls back to the card when the fetch fails', async () => {
    const request = quickAddRequest(quickLink(7), [card])!;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(options))),
    );
    expect(await loadOptions(request, 'en')).toEqual(options);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/products/7/options');
    await loadOptions(request, 'el');
    expect(vi.mocked(fetch).mock.calls[1][0]).toBe('/api/products/7/options?lang=el');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: {} }, { status: 503 }))),
    );
    expect(await loadOptions(request, 'en')).toBe(request.fallback);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await loadOptions(request, 'en')).toBe(request.fallback);
  });

  it("a grid's Quick Add opens the dialog on the card's product when the fetch fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: {} }, { status: 503 }))),
    );
    const product = makeProduct({ name: 'Cotton Cap', sizes: ['S', 'M'] });
    renderInTexts(<ProductGrid cardTexts={CARD_TEXTS} products={[product]} />);
    fireEvent.click(screen.getByRole('link', { name: 'Quick add Cotton Cap' }));
    const dialog = await screen.findByTestId('quick-add-dialog');
    await waitFor(() => expect(within(dialog).getByText('€59.90')).toBeTruthy());
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Cotton Cap');
    for (const name of ['Black', 'Navy', /^S/, /^M/])
      expect(within(dialog).getByRole('radio', { name, hidden: true })).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'View full details', hidden: true }).getAttribute('href'),
    ).toBe('/men/102/product/501');
  });
});

describe('bestsellers Quick Add', () => {
  it('adds size M of the first colour at once when the live options have it in stock', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(options))),
    );
    renderInTexts(
      <>
        <ProductGrid
          cardTexts={CARD_TEXTS}
          products={[makeProduct({ name: options.name })]}
          bestsellerQuickAdd
        />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: `Quick add ${options.name}` }));
    // The one add whose size the shopper did not pick says which size it put in the cart.
    expect((await screen.findByTestId('toast')).textContent).toBe(
      `Added to cart: ${options.name}Size M, Black: Quick Add on bestsellers adds size M.`,
    );
    expect(screen.queryByTestId('quick-add-dialog')).toBeNull();
    expect((JSON.parse(localStorage.getItem('cart')!) as unknown[])[0]).toMatchObject({
      id: 501,
      size: 'M',
      color: 'Black',
      quantity: 1,
    });
  });
});

describe('options (quick-add) dialog', () => {
  const renderDialog = (onClose = vi.fn()) => {
    renderInTexts(
      <>
        <QuickAddDialog
          request={{ id: 501, fallback: options }}
          options={options}
          onClose={onClose}
          returnFocus={{ current: null }}
        />
        <Toaster />
      </>,
    );
    return onClose;
  };

  it('opens on the first colour and quantity 1, with no size chosen for the shopper', () => {
    renderDialog();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Black', hidden: true }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^M/, hidden: true }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^S/, hidden: true }).disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quantity', hidden: true }).value).toBe(
      '1',
    );
  });

  it("says 'Size Required' when the chosen size is sold out in the new colour, and adds nothing", () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: /^M/, hidden: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Camel', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG', hidden: true }));
    const alert = screen.getByRole('alert', { hidden: true });
    expect(alert.textContent).toBe('Size RequiredPlease select a size before adding to cart.');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks 'Size Required' without a size, then adding the chosen one puts it in the cart and closes", async () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG', hidden: true }));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe(
      'Size RequiredPlease select a size before adding to cart.',
    );
    expect(localStorage.getItem('cart')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^M/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO BAG', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect((await screen.findByTestId('toast')).textContent).toBe('Added to cart: Padded Bomber Jacket');
    expect((JSON.parse(localStorage.getItem('cart')!) as unknown[])[0]).toMatchObject({
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
      vi.fn(() => Promise.resolve(Response.json(options))),
    );
    renderInTexts(
      <QuickAddDialog
        request={{ id: 501, fallback: { ...options, name: 'Card name' } }}
        options={null}
        onClose={() => {}}
        returnFocus={{ current: null }}
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
