'use client';

import { useSyncExternalStore } from 'react';
import { dropSignedInHint, hasSignedInHint } from '@/lib/account/signed-in-hint';
import { createStore } from '@/lib/store';

// The signed-in customer's favourite ids, which every page with cards needs for its hearts; who is
// signed in (account-client.ts) is apart, so a page of cards carries only this. The ids are
// fetched once per page load (one request, however many hearts the page shows) and only when the
// signed-in hint says there is a session; guests cost no request at all.

/** null until loaded (or for a guest). */
const favouritesStore = createStore<ReadonlySet<number> | null>(null);
let favouritesRequest: Promise<ReadonlySet<number> | null> | undefined;
/** What else forgets the session when it turns out to be gone (account-client.ts's user). */
const guestListeners = new Set<() => void>();

export const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  return { status: response.status, body: response.ok ? await response.json() : null };
};

/** Forgets the ids (a sign-in or a sign-out): the next heart asks again. */
export function forgetFavourites() {
  favouritesStore.set(null);
  favouritesRequest = undefined;
}

/** Marks this browser a guest (a 401, a logout, a deletion): no hint, no favourites, no user. */
export function becameGuest() {
  dropSignedInHint();
  forgetFavourites();
  guestListeners.forEach((listener) => listener());
}

export function onBecameGuest(listener: () => void) {
  guestListeners.add(listener);
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

/** The server's list after a change made outside the hearts (the wishlist page's Remove). */
export function favouritesChanged(ids: readonly number[]) {
  favouritesStore.set(new Set(ids));
}

export function useFavouriteIds(): ReadonlySet<number> | null {
  return useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, () => null);
}
