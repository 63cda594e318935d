import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCardProduct } from '@/lib/card-product';
import { RECENTLY_VIEWED_KEY } from '@/lib/recently-viewed';
import { cap, freshCart, tee } from './cart/helpers';
import { makeProduct, CARD_TEXTS } from './fixtures';

// The rows the browser asks for after the first paint: nothing is fetched (nor its code loaded)
// until the shopper scrolls near, then the server's cards are shown.

class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** The shopper scrolls near every watched mark. */
  static near() {
    for (const observer of FakeObserver.all)
      for (const target of observer.targets)
        observer.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

const cards = [
  toCardProduct(makeProduct({ id: 41, name: 'Linen Shirt' })),
  toCardProduct(makeProduct({ id: 42, name: 'Denim Shirt' })),
];
const fetchSpy = vi.fn((src: string) => {
  void src;
  return Promise.resolve(Response.json({ products: cards }));
});

beforeEach(() => {
  FakeObserver.all = [];
  fetchSpy.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const asked = () =>
  fetchSpy.mock.calls.map(([src]) => src).filter((src) => !src.startsWith('/api/cart/quote'));

describe('"Recently viewed" on a product page', () => {
  it('records the product first, shows the others only once the shopper scrolls near', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([7, 5001, 8]));
    vi.resetModules();
    const { RecentlyViewed } = await import('@/components/product/recently-viewed');
    const { WithTexts } = await import('@/tests/helpers/client-texts');
    render(
      <WithTexts namespaces={['product']}>
        <RecentlyViewed cardTexts={CARD_TEXTS} productId={5001} />
      </WithTexts>,
    );
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([5001, 7, 8]);
    expect(asked()).toEqual([]);
    expect(screen.queryByRole('region')).toBeNull();

    act(() => FakeObserver.near());
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(asked()).toEqual(['/api/recently-viewed?ids=7,8']);
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Linen Shirt', 'Denim Shirt']);
  });

  it('on a Greek page asks for the cards in Greek: the language is part of the address', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([7, 5001]));
    vi.resetModules();
    const { RecentlyViewed } = await import('@/components/product/recently-viewed');
    const { WithTexts } = await import('@/tests/helpers/client-texts');
    render(
      <WithTexts locale="el" namespaces={['product']}>
        <RecentlyViewed cardTexts={CARD_TEXTS} productId={5001} />
      </WithTexts>,
    );
    act(() => FakeObserver.near());
    await screen.findByRole('region', { name: 'Είδατε πρόσφατα' });
    expect(asked()).toEqual(['/api/recently-viewed?ids=7&lang=el']);
  });

  it('shows nothing on a first visit: the product is recorded, nothing is asked', async () => {
    localStorage.clear();
    vi.resetModules();
    const { RecentlyViewed } = await import('@/components/product/recently-viewed');
    const { WithTexts } = await import('@/tests/helpers/client-texts');
    const { container } = render(
      <WithTexts namespaces={['product']}>
        <RecentlyViewed cardTexts={CARD_TEXTS} productId={5001} />
      </WithTexts>,
    );
    expect(container.innerHTML).toBe('');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([5001]);
    expect(FakeObserver.all).toEqual([]);
  });
});

describe('the cart page’s rows', () => {
  it('a cart with lines asks for suggestions for its products (each once, sorted) when the shopper scrolls near', async () => {
    const { CartPage } = await freshCart([tee, cap, { ...tee, size: 'L' }]);
    render(<CartPage suggestions={<p>bestsellers</p>} />);
    await screen.findByRole('table');
    expect(screen.queryByText('bestsellers')).toBeNull();
    expect(asked()).toEqual([]);
    act(() => FakeObserver.near());
    const row = await screen.findByRole('region', { name: 'You may also like' });
    expect(asked()).toEqual(['/api/also-like?ids=3,9']);
    expect(within(row).getAllByTestId('product-card')).toHaveLength(2);
  });

  it('"Recently viewed" leaves out the cart’s own products', async () => {
    const { CartPage } = await freshCart([tee, cap]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([9, 41, 3, 50]));
    render(<CartPage />);
    await screen.findByRole('table');
    act(() => FakeObserver.near());
    await screen.findByRole('region', { name: 'Recently viewed' });
    expect(asked()).toContain('/api/recently-viewed?ids=41,50');
  });

  it('an empty cart shows the server’s suggestions under its message, and asks for none', async () => {
    const { CartPage } = await freshCart();
    render(<CartPage suggestions={<p>bestsellers</p>} />);
    expect(await screen.findByText('bestsellers')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Your cart is empty')).toBeTruthy());
    act(() => FakeObserver.near());
    expect(asked()).toEqual([]);
  });
});
