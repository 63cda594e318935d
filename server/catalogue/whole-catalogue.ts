import 'server-only';
import type { Product } from '@/lib/types';
import { getClearanceProducts, getProducts } from './reads';

// The whole catalogue a shopper can meet, for whoever looks products up by id (favourites,
// suggestions, "Recently viewed"): never one ERP read per product.

export type CatalogueSource = () => Promise<Product[] | null>;

/** Every product of the cached catalogue (the outlet's own read included); null when unavailable. */
export const cachedCatalogue: CatalogueSource = async () => {
  const [all, clearance] = await Promise.all([getProducts(), getClearanceProducts()]);
  if (!all.ok) return null;
  const byId = new Map(all.data.map((p) => [p.id, p]));
  if (clearance.ok) for (const p of clearance.data) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()];
};
