import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, freshModules, ids, signIn, signOut, stubFetch } from './helpers';
import { MESSAGES } from '@/messages';

// The account stores' wishlist behaviour (components/account/favourites-client.ts and the user in
// account-client.ts), seen through a heart.

let m: Awaited<ReturnType<typeof freshModules>>;

beforeEach(async () => {
  m = await freshModules();
  signIn();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const renderHeart = () =>
  render(
    <>
      <m.WishlistHeart productId={7} name="Cotton Cap" />
      <m.Toaster />
    </>,
    { wrapper: m.textsWrapper(['product']) },
  );

const heart = () => screen.getByRole('button', { name: /Cotton Cap/ });

async function toastText(title: string, description: string) {
  const shown = await screen.findByTestId('toast');
  expect(within(shown).getByText(title)).toBeTruthy();
  expect(within(shown).getByText(description)).toBeTruthy();
}

describe('account store: toggleFavourite', () => {
  it('adds optimistically, then puts the heart back and says so when the server fails', async () => {
    const post = deferred<Response>();
    stubFetch({ 'GET /api/favourites': ids([]), 'POST /api/favourites': () => post.promise });
    renderHeart();
    await act(async () => {});
    fireEvent.click(heart());
    // Filled at once, before the server has answered.
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await act(async () => post.resolve(Response.json({ error: {} }, { status: 503 })));
    await toastText('Wishlist Error', 'There was a problem updating your wishlist. Please try again.');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().getAttribute('aria-label')).toBe('Add Cotton Cap to wishlist');
  });

  it('puts a removed heart back when the network fails', async () => {
    stubFetch({
      'GET /api/favourites': ids([7]),
      'DELETE /api/favourites/7': () => Promise.reject(new TypeError('offline')),
    });
    renderHeart();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await toastText('Wishlist Error', 'There was a problem updating your wishlist. Please try again.');
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it("uses the spec's 'unable to add' wording for a product the shop refuses (400)", async () => {
    stubFetch({
      'GET /api/favourites': ids([]),
      'POST /api/favourites': Response.json({ error: {} }, { status: 400 }),
    });
    renderHeart();
    await act(async () => {});
    fireEvent.click(heart());
    await toastText('Wishlist Error', 'Unable to add item to wishlist. Please try again.');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('turns a lapsed session (401) into the sign-in prompt and drops the hint', async () => {
    stubFetch({
      'GET /api/favourites': ids([]),
      'POST /api/favourites': Response.json({ error: {} }, { status: 401 }),
    });
    renderHeart();
    await act(async () => {});
    fireEvent.click(heart());
    await toastText('Sign in required', 'You need to register or sign in to add items to your wishlist.');
    expect(document.cookie).not.toContain('signed_in=1');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('a lapsed session seen by the favourites makes the account a guest too (the header menu follows)', async () => {
    const { calls } = stubFetch({ 'GET /api/favourites': Response.json({ error: {} }, { status: 401 }) });
    m.signedIn({ name: 'Maria', email: 'maria@example.com' });
    expect(await m.loadUser()).toEqual({ name: 'Maria', email: 'maria@example.com' });
    expect(await m.loadFavourites()).toBeNull();
    expect(await m.loadUser()).toBeNull();
    expect(document.cookie).not.toContain('signed_in=1');
    // Known to be a guest: the session is not asked for.
    expect(calls.map((call) => call.url)).toEqual(['/api/favourites']);
  });

  it('keeps the server answer as the truth after a change', async () => {
    stubFetch({ 'GET /api/favourites': ids([1]), 'POST /api/favourites': ids([1, 7, 9]) });
    renderHeart();
    await act(async () => {});
    expect(await m.toggleFavourite(7, MESSAGES.en.product.client, 'en')).toBe(true);
    expect([...((await m.loadFavourites()) ?? [])]).toEqual([1, 7, 9]);
  });
});
