import 'server-only';
import type { Product } from '@/lib/types';
import { productLink } from '@/lib/product-link';
import { getClearanceProducts, getProducts } from '@/server/catalogue/reads';

// Favourites are product ids; the products themselves come from the cached catalogue (never one
// ERP read per favourite). A product id that is not in the catalogue cannot be added.

export type CatalogueSource = () => Promise<Product[] | null>;

/** Every product of the cached catalogue (the outlet's own read included); null when unavailable. */
export const cachedCatalogue: CatalogueSource = async () => {
  const [all, clearance] = await Promise.all([getProducts(), getClearanceProducts()]);
  if (!all.ok) return null;
  const byId = new Map(all.data.map((p) => [p.id, p]));
  if (clearance.ok) for (const p of clearance.data) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()];
};

/** A wishlist card: what the /wishlist page shows for one favourite. */
export interface FavouriteCard {
  id: number;
  code: string;
  name: string;
  href: string;
  imageUrl: string | null;
  priceCents: number;
  salePriceCents: number;
  hasSale: boolean;
  colours: { name: string; label: string; hex: string | null }[];
}

export function toFavouriteCard(p: Product): FavouriteCard {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    href: productLink(p),
    imageUrl: p.images[0]?.url ?? null,
    priceCents: p.priceCents,
    salePriceCents: p.salePriceCents,
    hasSale: p.hasSale,
    colours: p.colours.map(({ name, label, hex }) => ({ name, label, hex })),
  };
}
