import 'server-only';
import type { FavouriteCard } from '@/lib/account/types';
import type { Product } from '@/lib/types';
import { productLink } from '@/lib/product-link';
import type { CatalogueSource } from '@/server/catalogue/whole-catalogue';
import type { FavouritesService } from './favourites';

// Favourites are product ids; the products themselves come from the cached catalogue (never one
// ERP read per favourite). A product id that is not in the catalogue cannot be added.

// The card type lives in lib (the wishlist's client list renders it); re-exported for the server.
export type { FavouriteCard };

export function toFavouriteCard(p: Product): FavouriteCard {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    href: productLink(p),
    imageUrl: p.images[0]?.url ?? null,
    priceCents: p.priceCents,
    salePriceCents: p.salePriceCents,
    ...(p.priorPriceCents !== undefined && { priorPriceCents: p.priorPriceCents }),
    hasSale: p.hasSale,
    colours: p.colours.map(({ name, label, hex }) => ({ name, label, hex })),
    sizes: p.sizes,
  };
}

/**
 * The customer's wishlist cards, newest favourite first; a product gone from the catalogue is left
 * out. Null when the ERP or the catalogue is unavailable. Shared by GET /api/favourites/products
 * and the wishlist view, so both show the same list.
 */
export async function favouriteCards(
  deps: { favourites: Pick<FavouritesService, 'list'>; catalogue: CatalogueSource },
  userId: number,
): Promise<FavouriteCard[] | null> {
  const [list, products] = await Promise.all([deps.favourites.list(userId), deps.catalogue()]);
  if (!list.ok || !products) return null;
  const byId = new Map(products.map((p) => [p.id, p]));
  return [...list.data].reverse().flatMap((id) => {
    const p = byId.get(id);
    return p ? [toFavouriteCard(p)] : [];
  });
}
