import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/server/account/session';
import { readWishlist } from '@/server/favourites/wishlist';
import { makeProduct } from '../components/fixtures';

// The app's wiring (session cookies, ERP, rate limiter) is not needed: each test passes its own.
vi.mock('@/server/runtime/favourites', () => ({ favouritesRouteDeps: {} }));

const USER = { userId: 42, name: 'Maria', email: 'maria@example.com' } as SessionUser;
const catalogue = [1, 2, 3].map((id) => makeProduct({ id, name: `Item ${id}`, sizes: ['S', 'M'] }));

function deps(opts: {
  user?: SessionUser | null;
  ids?: number[] | null;
  products?: typeof catalogue | null;
}) {
  const list = vi.fn(async () =>
    opts.ids === null
      ? { ok: false as const, reason: 'unavailable' as const }
      : { ok: true as const, data: opts.ids ?? [] },
  );
  return {
    user: vi.fn(async () => (opts.user === undefined ? USER : opts.user)),
    favourites: { list } as never,
    catalogue: vi.fn(async () => (opts.products === undefined ? catalogue : opts.products)),
    list,
  };
}

describe('readWishlist (the /wishlist page and the account tab)', () => {
  it('is the sign-in prompt for a guest, without reading the ERP', async () => {
    const d = deps({ user: null });
    expect(await readWishlist(d)).toEqual({ kind: 'guest' });
    expect(d.list).not.toHaveBeenCalled();
  });

  it("lists the session user's favourites as cards, newest first, skipping products gone from the catalogue", async () => {
    const d = deps({ ids: [1, 9, 3] });
    const wishlist = await readWishlist(d);
    expect(d.list).toHaveBeenCalledWith(42);
    expect(wishlist.kind).toBe('list');
    const cards = wishlist.kind === 'list' ? wishlist.cards : [];
    expect(cards.map((c) => c.id)).toEqual([3, 1]);
    expect(cards[0]).toMatchObject({ name: 'Item 3', href: '/men/102/product/3', sizes: ['S', 'M'] });
  });

  it('is unavailable when the favourites or the catalogue cannot be read', async () => {
    expect(await readWishlist(deps({ ids: null }))).toEqual({ kind: 'unavailable' });
    expect(await readWishlist(deps({ ids: [1], products: null }))).toEqual({ kind: 'unavailable' });
  });
});
