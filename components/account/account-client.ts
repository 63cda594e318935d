'use client';

import { useSyncExternalStore } from 'react';
import { hasSignedInHint } from '@/lib/account/signed-in-hint';
import { createStore } from '@/lib/store';
import { becameGuest, forgetFavourites, getJson, onBecameGuest } from './favourites-client';

// The browser's view of who is signed in (name and email only), shared by the header's account menu
// and the account screens; the favourites' ids the hearts need are in favourites-client.ts. One
// GET /api/auth/session per page load, none for a browser without the signed-in hint.

export interface AccountUser {
  name: string;
  email: string;
}

/** undefined: not known yet; null: a guest. */
const userStore = createStore<AccountUser | null | undefined>(undefined);

let sessionRequest: Promise<AccountUser | null> | undefined;

onBecameGuest(() => {
  userStore.set(null);
  sessionRequest = undefined;
});

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

/** After a sign-in or registration: the menu and hearts follow without a reload. */
export function signedIn(user: AccountUser) {
  userStore.set(user);
  forgetFavourites();
  sessionRequest = undefined;
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
