import 'server-only';
import type { Favourite } from '@/lib/account/types';
import type { ErpResult } from '@/server/erp/errors';
import * as erpFavourites from '@/server/erp/favourites';
import type { FavouritesCache } from './cache';
import type { Result } from '@/lib/result';

// The wishlist of one signed-in customer: the ERP's peopleitem rows, read through the per-user
// cache. The user id always comes from the session (the route handlers); writes go to the ERP and
// then update the cache. Removing checks the record's owner on the ERP before erasing it.

export interface FavouritesErp {
  list: (peopleId: number) => Promise<ErpResult<Favourite[]>>;
  add: (peopleId: number, productId: number) => Promise<ErpResult<Favourite>>;
  owner: (recordId: number) => Promise<ErpResult<number | null>>;
  erase: (recordId: number) => Promise<ErpResult<void>>;
}

export const erpFavouritesAdapter: FavouritesErp = {
  list: erpFavourites.listFavourites,
  add: erpFavourites.addFavourite,
  owner: erpFavourites.favouriteOwner,
  erase: erpFavourites.eraseFavourite,
};

export type FavouritesOutcome<T> = Result<T, 'not_found' | 'unavailable'>;

const unique = (ids: number[]) => [...new Set(ids)];

export function favouritesService(erp: FavouritesErp, cache: FavouritesCache) {
  /** The ERP's list, stored in the cache. */
  async function refresh(userId: number): Promise<FavouritesOutcome<number[]>> {
    const r = await erp.list(userId);
    if (!r.ok) return { ok: false, error: 'unavailable' };
    const ids = unique(r.data.map((f) => f.productId));
    await cache.set(userId, ids);
    return { ok: true, data: ids };
  }

  async function list(userId: number): Promise<FavouritesOutcome<number[]>> {
    const cached = await cache.get(userId);
    return cached ? { ok: true, data: cached } : refresh(userId);
  }

  /** Idempotent: a product already on the list is not inserted again. */
  async function add(userId: number, productId: number): Promise<FavouritesOutcome<number[]>> {
    const current = await refresh(userId);
    if (!current.ok) return current;
    if (current.data.includes(productId)) return current;
    const r = await erp.add(userId, productId);
    if (!r.ok) {
      // A duplicate is 'rejected' (added meanwhile from another tab): read the list again.
      await cache.delete(userId);
      return r.error.kind === 'rejected' ? refresh(userId) : { ok: false, error: 'unavailable' };
    }
    const ids = unique([...current.data, productId]);
    await cache.set(userId, ids);
    return { ok: true, data: ids };
  }

  /** Erases the user's own peopleitem rows for `productId`; not_found when there are none. */
  async function remove(userId: number, productId: number): Promise<FavouritesOutcome<number[]>> {
    const rows = await erp.list(userId);
    if (!rows.ok) return { ok: false, error: 'unavailable' };
    const mine = rows.data.filter((f) => f.productId === productId);
    if (mine.length === 0) return { ok: false, error: 'not_found' };
    await cache.delete(userId);
    for (const favourite of mine) {
      const owner = await erp.owner(favourite.recordId);
      if (!owner.ok) return { ok: false, error: 'unavailable' };
      if (owner.data !== userId) return { ok: false, error: 'not_found' };
      const erased = await erp.erase(favourite.recordId);
      if (!erased.ok) return { ok: false, error: 'unavailable' };
    }
    // Erased: the answer says so even when the ERP fails to list again, or the shopper would see
    // the product still there and a second try would find nothing to remove.
    const after = await refresh(userId);
    if (after.ok) return after;
    return { ok: true, data: unique(rows.data.map((f) => f.productId)).filter((id) => id !== productId) };
  }

  return { list, add, remove, refresh };
}

export type FavouritesService = ReturnType<typeof favouritesService>;
