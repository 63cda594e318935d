import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, CARD_TEXTS } from '../fixtures';
import { deferred, freshModules, ids, signIn, signOut, stubFetch } from './helpers';

let m: Awaited<ReturnType<typeof freshModules>>;

beforeEach(async () => {
  m = await freshModules();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const hearts = (...products: [number, string][]) =>
  render(
    <>
      {products.map(([id, name]) => (
        <m.WishlistHeart key={id} productId={id} name={name} />
      ))}
      <m.Toaster />
    </>,
    { wrapper: m.textsWrapper(['product']) },
  );

const toast = () => screen.findByTestId('toast');

describe('wishlist heart', () => {
  it("shows the store's state: pressed and named for removal when saved", async () => {
    signIn();
    stubFetch({ 'GET /api/favourites': ids([1]) });
    hearts([1, 'Oxford Shirt'], [2, 'Slim Jeans']);
    const saved = await screen.findByRole('button', { name: 'Remove Oxford Shirt from wishlist' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(saved.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    const other = screen.getByRole('button', { name: 'Add Slim Jeans to wishlist' });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(other.querySelector('svg')?.getAttribute('fill')).toBe('none');
    expect(other.getAttribute('type')).toBe('button');
  });

  it('asks for the favourites once per page, however many hearts', async () => {
    signIn();
    const { count } = stubFetch({ 'GET /api/favourites': ids([3]) });
    const products = Array.from({ length: 12 }, (_, i) => makeProduct({ id: i + 1, name: `Item ${i + 1}` }));
    render(<m.ProductGrid products={products} cardTexts={CARD_TEXTS} />, {
      wrapper: m.textsWrapper(['product']),
    });
    await screen.findByRole('button', { name: 'Remove Item 3 from wishlist' });
    expect(screen.getAllByRole('button', { name: /wishlist$/ })).toHaveLength(12);
    expect(count('GET', '/api/favourites')).toBe(1);
  });

  it('costs a guest no request at all', async () => {
    const { fetch } = stubFetch({});
    hearts([1, 'Oxford Shirt'], [2, 'Slim Jeans']);
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Oxford Shirt to wishlist' })).toBeTruthy();
  });

  it("answers a guest's click with the spec's sign-in toast and a link to /account", async () => {
    const { fetch } = stubFetch({});
    hearts([1, 'Oxford Shirt']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Oxford Shirt to wishlist' }));
    const shown = await toast();
    expect(within(shown).getByText('Sign in required')).toBeTruthy();
    expect(
      within(shown).getByText('You need to register or sign in to add items to your wishlist.'),
    ).toBeTruthy();
    expect(within(shown).getByRole('link').getAttribute('href')).toBe('/account');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Oxford Shirt to wishlist' })).toBeTruthy();
  });

  it('speaks Greek on a Greek page: its name, the sign-in toast and its link to /el/account', async () => {
    stubFetch({});
    render(
      <>
        <m.WishlistHeart productId={1} name="Oxford Shirt" />
        <m.Toaster />
      </>,
      { wrapper: m.textsWrapper(['product'], 'el') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Προσθήκη στη λίστα επιθυμιών: Oxford Shirt' }));
    const shown = await toast();
    expect(within(shown).getByText('Απαιτείται σύνδεση')).toBeTruthy();
    const link = within(shown).getByRole('link', { name: 'Σύνδεση ή δημιουργία λογαριασμού' });
    expect(link.getAttribute('href')).toBe('/el/account');
    expect(shown.textContent).not.toMatch(/Sign in|wishlist/);
  });

  it('adds on click (POST with the product id) and says so', async () => {
    signIn();
    const { calls } = stubFetch({ 'GET /api/favourites': ids([]), 'POST /api/favourites': ids([2]) });
    hearts([2, 'Slim Jeans']);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Slim Jeans to wishlist' }));
    expect((await toast()).textContent).toBe('Added to wishlist');
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/favourites', body: { productId: 2 } });
    expect(
      screen.getByRole('button', { name: 'Remove Slim Jeans from wishlist' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('removes on click (DELETE) and says so', async () => {
    signIn();
    const { calls } = stubFetch({ 'GET /api/favourites': ids([2]), 'DELETE /api/favourites/2': ids([]) });
    hearts([2, 'Slim Jeans']);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Slim Jeans from wishlist' }));
    expect((await toast()).textContent).toBe('Removed from wishlist');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/favourites',
      'DELETE /api/favourites/2',
    ]);
    expect(
      screen.getByRole('button', { name: 'Add Slim Jeans to wishlist' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('ignores more clicks while its change is on its way', async () => {
    signIn();
    const post = deferred<Response>();
    const { count } = stubFetch({
      'GET /api/favourites': ids([]),
      'POST /api/favourites': () => post.promise,
    });
    hearts([2, 'Slim Jeans']);
    await waitFor(() => expect(count('GET', '/api/favourites')).toBe(1));
    const heart = screen.getByRole('button', { name: 'Add Slim Jeans to wishlist' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    fireEvent.click(heart);
    await act(async () => post.resolve(ids([2])));
    expect((await toast()).textContent).toBe('Added to wishlist');
    expect(count('POST', '/api/favourites')).toBe(1);
    expect(count('DELETE', '/api/favourites/2')).toBe(0);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
