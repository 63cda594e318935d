import { readWishlist } from '@/server/favourites/wishlist';
import { WishlistPanel } from './wishlist-panel';

/**
 * The wishlist of the session's customer, read on the server: for /wishlist and the account's
 * wishlist tab. The one component that reads server/ itself (an exception to DESIGN.md's folder
 * rule): both places render it without props; the markup stays in WishlistPanel, which takes the data.
 */
export async function WishlistView() {
  return <WishlistPanel wishlist={await readWishlist()} />;
}
