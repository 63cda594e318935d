import { getTranslations } from 'next-intl/server';
import { PopularView } from '@/app/_suggest/suggestion-views';
import { readWishlist } from '@/server/favourites/wishlist';
import { favouritesRouteDeps } from '@/server/runtime/favourites';
import { WishlistPanel } from '@/components/wishlist/wishlist-panel';

/**
 * The wishlist of the session's customer, read on the server: for /wishlist and the account's
 * wishlist tab. It lives beside the routes (like app/_listing) because it reads server/; the
 * markup stays in components/wishlist's WishlistPanel, which takes the data. An empty list shows
 * suggestions under its message (also once its last item is removed).
 */
export async function WishlistView() {
  const t = await getTranslations('product');
  return (
    <WishlistPanel
      wishlist={await readWishlist(favouritesRouteDeps)}
      emptySuggestions={<PopularView className="mt-16" />}
      signInTexts={{ prompt: t('wishlistSignInPrompt'), button: t('wishlistSignIn') }}
    />
  );
}
