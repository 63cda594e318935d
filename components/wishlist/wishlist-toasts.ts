import type { ClientTexts } from '@/components/i18n/client-namespaces';

/** The product texts the wishlist's toasts and states read (messages/<language>/product.json). */
export type WishlistTexts = ClientTexts<'product'>;

/** The spec's wishlist toasts (hearts, the wishlist page), in the page's language. */
export function wishlistToasts(t: WishlistTexts) {
  return {
    signInRequired: { title: t.wishlistSignInTitle, description: t.wishlistSignInText },
    added: t.wishlistAdded,
    removed: t.wishlistRemoved,
    updateError: { title: t.wishlistErrorTitle, description: t.wishlistUpdateError },
    addError: { title: t.wishlistErrorTitle, description: t.wishlistAddError },
    loadError: { title: t.wishlistLoadErrorTitle, description: t.wishlistLoadError },
    removeError: t.wishlistRemoveFailed,
  };
}
