'use client';

import { useSyncExternalStore } from 'react';
import { dropSignedInHint, hasSignedInHint } from '@/lib/account/signed-in-hint';
import { createStore } from '@/lib/store';

// The browser's view of the account, shared by the header's account menu, the wishlist hearts and
// the account screens: who is signed in (name and email only) and the ids of their favourites. The
// ids are fetched once per page load (one request, however many hearts the page shows) and only
// when the signed-in hint says there is a session; guests cost no request at all.

export interface AccountUser {
  name: string;
  email: string;
}

/** undefined: not known yet; null: a guest. */
const userStore = createStore<AccountUser | null | undefined>(undefined);
/** null until loaded (or for a guest). */
const favouritesStore = createStore<ReadonlySet<number> | null>(null);

let sessionRequest: Promise<AccountUser | null> | undefined;
let favouritesRequest: Promise<ReadonlySet<number> | null> | undefined;

const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  return { status: response.status, body: response.ok ? await response.json() : null };
};

/** Marks this browser a guest (a 401, a logout, a deletion) and forgets its favourites. */
function becameGuest() {
  dropSignedInHint();
  userStore.set(null);
  favouritesStore.set(null);
  favouritesRequest = undefined;
  sessionRequest = undefined;
}

/** Who is signed in; one GET /api/auth/session per page load, none for a browser without the hint. */
export function loadUser(): Promise<AccountUser | null> {
  const known = userStore.get();
  if (known !== undefined) return Promise.resolve(known);
  if (!hasSignedInHint()) {
    userStore.set(null);
    return Promise.resolve(null);
  }
  sessionRequest ??= getJson('/api/auth/session')
    .then(({ status, body }) => {
      // A 503 (the shop's database out of reach) says nothing about the session: not a guest.
      if (status !== 200) throw new Error(`session: ${status}`);
      const user = (body as { user?: AccountUser | null } | null)?.user ?? null;
      if (user) userStore.set(user);
      else becameGuest();
      return user;
    })
    .catch(() => {
      sessionRequest = undefined;
      return null;
    });
  return sessionRequest;
}

/** The signed-in customer's favourite ids; null for a guest or when they could not be read. */
export function loadFavourites(): Promise<ReadonlySet<number> | null> {
  const known = favouritesStore.get();
  if (known) return Promise.resolve(known);
  if (!hasSignedInHint()) return Promise.resolve(null);
  favouritesRequest ??= getJson('/api/favourites')
    .then(({ status, body }) => {
      if (status === 401) {
        becameGuest();
        return null;
      }
      const ids = (body as { productIds?: number[] } | null)?.productIds;
      if (!ids) throw new Error(`favourites: ${status}`);
      const set = new Set(ids);
      favouritesStore.set(set);
      return set;
    })
    .catch(() => {
      favouritesRequest = undefined;
      return null;
    });
  return favouritesRequest;
}

/** After a sign-in or registration: the menu and hearts follow without a reload. */
export function signedIn(user: AccountUser) {
  userStore.set(user);
  favouritesStore.set(null);
  favouritesRequest = undefined;
  sessionRequest = undefined;
}

/** The server's list after a change made outside the hearts (the wishlist page's Remove). */
export function favouritesChanged(ids: readonly number[]) {
  favouritesStore.set(new Set(ids));
}

/** After a profile save: the menu greets the new name without refetching anything else. */
export function renamed(user: AccountUser) {
  if (userStore.get()) userStore.set(user);
}

/** After a logout or account deletion, or a 401 from the server. */
export const signedOut = becameGuest;

export function useAccountUser(): AccountUser | null | undefined {
  return useSyncExternalStore(userStore.subscribe, userStore.get, () => undefined);
}

export function useFavouriteIds(): ReadonlySet<number> | null {
  return useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, () => null);
}
