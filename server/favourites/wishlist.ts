import 'server-only';
import type { Wishlist } from '@/lib/account/types';
import type { FavouritesRouteDeps } from './favourites-route';
import { favouriteCards } from './catalogue';

// The wishlist as the /wishlist page and the account's wishlist tab read it on the server: the
// session's customer and the same cards GET /api/favourites/products answers.

export async function readWishlist(
  deps: Pick<FavouritesRouteDeps, 'user' | 'favourites' | 'catalogue'>,
): Promise<Wishlist> {
  const user = await deps.user();
  if (!user) return { kind: 'guest' };
  const cards = await favouriteCards(deps, user.userId);
  return cards ? { kind: 'list', cards } : { kind: 'unavailable' };
}
