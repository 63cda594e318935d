'use client';

import { becameGuest, favouritesChanged, loadFavourites } from '@/components/account/favourites-client';
import { showToast } from '@/components/ui/toast';
import { hasSignedInHint } from '@/lib/account/signed-in-hint';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { wishlistToasts, type WishlistTexts } from './wishlist-toasts';

// A heart's click, loaded on the first press (wishlist-heart.tsx): the hearts on every grid need
// only the favourite ids to render.

class FavouriteError extends Error {
  constructor(readonly status: number) {
    super(`favourites: ${status}`);
  }
}

/** The product list after a change: the server's answer is the truth. */
function applyAnswer(body: unknown) {
  const ids = (body as { productIds?: number[] } | null)?.productIds;
  if (ids) favouritesChanged(ids);
}

/** The guest's answer to a heart: the spec's toast with a link to /account in the page's language. */
function signInPrompt(t: WishlistTexts, locale: Locale) {
  const { title, description } = wishlistToasts(t).signInRequired;
  showToast(title, {
    description,
    link: { href: localePath(locale, '/account'), label: t.wishlistSignInLink },
  });
}

/**
 * Adds or removes one favourite, optimistically, with the spec's toasts. A guest gets the sign-in
 * prompt (a link to /account); a failure puts the heart back. Resolves to whether it worked.
 */
export async function toggleFavourite(productId: number, t: WishlistTexts, locale: Locale): Promise<boolean> {
  const toasts = wishlistToasts(t);
  const ids = await loadFavourites();
  if (!ids) {
    if (!hasSignedInHint()) signInPrompt(t, locale);
    else showToast(toasts.updateError);
    return false;
  }
  const adding = !ids.has(productId);
  const next = new Set(ids);
  if (adding) next.add(productId);
  else next.delete(productId);
  favouritesChanged([...next]);
  try {
    const response = await fetch(adding ? '/api/favourites' : `/api/favourites/${productId}`, {
      method: adding ? 'POST' : 'DELETE',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: adding ? JSON.stringify({ productId }) : undefined,
    });
    if (response.status === 401) {
      becameGuest();
      signInPrompt(t, locale);
      return false;
    }
    if (!response.ok) throw new FavouriteError(response.status);
    applyAnswer(await response.json());
    showToast(adding ? toasts.added : toasts.removed);
    return true;
  } catch (error) {
    favouritesChanged([...ids]);
    // A 400 is a product the shop no longer offers: the spec's "unable to add" wording.
    const refused = adding && error instanceof FavouriteError && error.status === 400;
    const failure = refused ? toasts.addError : toasts.updateError;
    showToast(failure);
    return false;
  }
}
