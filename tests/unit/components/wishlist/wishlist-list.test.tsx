import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { WishlistPanel } from '@/components/wishlist/wishlist-panel';
import type { FavouriteCard } from '@/lib/account/types';
import { deferred, ids, stubFetch } from './helpers';
import { WithTexts } from '@/tests/helpers/client-texts';

const renderInTexts = (ui: React.ReactNode) =>
  render(<WithTexts namespaces={['product', 'cart']}>{ui}</WithTexts>);

const card = (id: number, overrides: Partial<FavouriteCard> = {}): FavouriteCard => ({
  id,
  code: `M-${id}`,
  name: `Item ${id}`,
  href: `/men/102/product/${id}`,
  imageUrl: `/media/items/M-${id}_BLK_1.jpg`,
  priceCents: 5990,
  salePriceCents: 5990,
  hasSale: false,
  colours: [
    { name: 'BLACK', label: 'Black', hex: '#000000' },
    { name: 'NAVY', label: 'Navy', hex: '#1f2a44' },
  ],
  sizes: ['S', 'M'],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

const renderList = (cards: FavouriteCard[]) =>
  renderInTexts(
    <>
      <WishlistPanel wishlist={{ kind: 'list', cards }} />
      <Toaster />
    </>,
  );

/** The toast store outlives a test: wait for this test's message. */
const toastSays = (text: string) => waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(text));

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name} from wishlist` });

describe('wishlist list', () => {
  it('shows each saved product: picture, linked name, price, colours, Add to cart and Remove', () => {
    renderList([card(1), card(2, { hasSale: true, salePriceCents: 4490 })]);
    const items = within(screen.getByRole('list', { name: 'Saved items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(within(first).getByRole('link', { name: 'Item 1' }).getAttribute('href')).toBe(
      '/men/102/product/1',
    );
    expect(within(first).getByText('€59.90')).toBeTruthy();
    expect(within(first).getByText('Colours: Black, Navy')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toContain('M-1_BLK_1.jpg');
    const add = within(first).getByRole('link', { name: 'Add to cart: Item 1' });
    expect(add.getAttribute('href')).toBe('/men/102/product/1#add');
    expect(add.getAttribute('data-quick')).toBe('1');
    expect(within(first).getByRole('button', { name: 'Remove Item 1 from wishlist' })).toBeTruthy();
    // On sale: the sale price and the prior price, struck and named.
    expect(second.querySelector('.text-sale')?.textContent).toBe('Sale price €44.90');
    expect(second.querySelector('s')?.textContent).toBe('€59.90');
    expect(second.querySelector('s')?.parentElement?.textContent).toBe('Prior price €59.90');
  });

  it("'Add to cart' opens the quick-add dialog on the product", async () => {
    stubFetch({});
    renderList([card(1)]);
    fireEvent.click(screen.getByRole('link', { name: 'Add to cart: Item 1' }));
    const dialog = await screen.findByTestId('quick-add-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Item 1'),
    );
  });

  it('removes an item once the server confirms, says so and focuses the next Remove button', async () => {
    const { calls } = stubFetch({ 'DELETE /api/favourites/1': ids([2, 3]) });
    renderList([card(1), card(2), card(3)]);
    fireEvent.click(removeButton('Item 1'));
    await toastSays('Removed from wishlist');
    expect(screen.queryByRole('link', { name: 'Item 1' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/favourites/1', body: undefined }]);
    await waitFor(() => expect(document.activeElement).toBe(removeButton('Item 2')));
  });

  it('focuses the previous Remove button after removing the last item of the list', async () => {
    stubFetch({ 'DELETE /api/favourites/2': ids([1]) });
    renderList([card(1), card(2)]);
    fireEvent.click(removeButton('Item 2'));
    await waitFor(() => expect(document.activeElement).toBe(removeButton('Item 1')));
  });

  it("keeps the item and shows 'Failed to remove item' when the removal fails", async () => {
    stubFetch({ 'DELETE /api/favourites/1': Response.json({ error: {} }, { status: 503 }) });
    renderList([card(1), card(2)]);
    fireEvent.click(removeButton('Item 1'));
    await toastSays('Failed to remove item');
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends one removal however often Remove is pressed meanwhile', async () => {
    const answer = deferred<Response>();
    const { count } = stubFetch({ 'DELETE /api/favourites/1': () => answer.promise });
    renderList([card(1)]);
    fireEvent.click(removeButton('Item 1'));
    await waitFor(() => expect(removeButton('Item 1').getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(removeButton('Item 1'));
    answer.resolve(ids([]));
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
    expect(count('DELETE', '/api/favourites/1')).toBe(1);
  });

  it('shows the empty state, focused, once the last item is removed', async () => {
    stubFetch({ 'DELETE /api/favourites/1': ids([]) });
    renderList([card(1)]);
    fireEvent.click(removeButton('Item 1'));
    const empty = await screen.findByText('Your wishlist is empty.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect(screen.getByRole('link', { name: 'Shop new arrivals' }).getAttribute('href')).toBe(
      '/collections/new-arrivals',
    );
  });
});

describe('wishlist panel', () => {
  it('asks a guest to sign in, with a button to /login coming back to /wishlist', () => {
    renderInTexts(<WishlistPanel wishlist={{ kind: 'guest' }} />);
    expect(screen.getByText('Sign in to see the items you have saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fwishlist',
    );
  });

  it('shows the empty state for a list with nothing in it', () => {
    renderInTexts(<WishlistPanel wishlist={{ kind: 'list', cards: [] }} />);
    expect(screen.getByText('Your wishlist is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop new arrivals' })).toBeTruthy();
  });

  it("shows an inline alert and the spec's loading toast when the wishlist cannot be read", async () => {
    renderInTexts(
      <>
        <WishlistPanel wishlist={{ kind: 'unavailable' }} />
        <Toaster />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error Loading Wishlist')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await toastSays('Error Loading WishlistThere was a problem loading your wishlist. Please try again.');
  });
});

describe('wishlist list in Greek', () => {
  it('labels, Greek prices and a no-script add link that stays in Greek', () => {
    render(
      <WithTexts locale="el" namespaces={['product', 'cart']}>
        <WishlistPanel wishlist={{ kind: 'list', cards: [card(1)] }} />
      </WithTexts>,
    );
    const list = screen.getByRole('list', { name: 'Αποθηκευμένα προϊόντα' });
    expect(within(list).getByText('59,90\u00a0€', { normalizer: (s) => s })).toBeTruthy();
    expect(within(list).getByText('Χρώματα: Black, Navy')).toBeTruthy();
    const add = within(list).getByRole('link', { name: 'Προσθήκη στο καλάθι: Item 1' });
    expect(add.getAttribute('href')).toBe('/el/men/102/product/1#add');
    expect(
      within(list).getByRole('button', { name: 'Αφαίρεση από τη λίστα επιθυμιών: Item 1' }),
    ).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Item 1' }).getAttribute('translate')).toBe('no');
  });
});
