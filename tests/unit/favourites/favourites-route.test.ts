import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErpError } from '@/server/erp/errors';
import { listFavourites } from '@/server/erp/favourites';
import { memoryFavouritesCache } from '@/server/favourites/cache';
import { cachedCatalogue } from '@/server/catalogue/whole-catalogue';
import { erpFavouritesAdapter, favouritesService } from '@/server/favourites/favourites';
import {
  FAVOURITES_MAX_BODY_BYTES,
  favouriteHandlers,
  favouriteProductsHandlers,
  favouritesHandlers,
} from '@/server/favourites/favourites-route';
import { tooManyAttempts } from '@/server/http/rate-limit';
import { FORBIDDEN_ORIGIN } from '@/tests/helpers/http-texts';
import type { SessionUser } from '@/server/account/session';
import {
  as,
  DEMO,
  errorOf,
  jsonRequest,
  limiter,
  liveSandbox,
  MARIA,
  ORIGIN,
  getRequest,
} from '../../helpers/account-routes';

liveSandbox();

/** The routes for one signed-in user (or a guest), sharing one cache and ERP spy. */
function setup() {
  const erp = {
    list: vi.fn(erpFavouritesAdapter.list),
    add: vi.fn(erpFavouritesAdapter.add),
    owner: vi.fn(erpFavouritesAdapter.owner),
    erase: vi.fn(erpFavouritesAdapter.erase),
  };
  const favourites = favouritesService(erp, memoryFavouritesCache());
  const routes = (user: SessionUser | null) => {
    const deps = {
      user: as(user),
      favourites,
      catalogue: cachedCatalogue,
      limiter: limiter(),
      origin: () => ORIGIN,
    };
    return {
      ...favouritesHandlers(deps),
      ...favouriteHandlers(deps),
      products: favouriteProductsHandlers(deps),
    };
  };
  return { erp, routes };
}

const ids = async (r: Response) => ((await r.json()) as { productIds: number[] }).productIds;
const del = (
  user: SessionUser | null,
  routes: ReturnType<ReturnType<typeof setup>['routes']>,
  id: number | string,
  origin = ORIGIN,
) =>
  routes.DELETE(new Request(`${ORIGIN}/api/favourites/${id}`, { method: 'DELETE', headers: { origin } }), {
    params: Promise.resolve({ productId: String(id) }),
  });
const add = (productId: unknown) => jsonRequest('POST', '/api/favourites', { productId });

let catalogueIds: number[];
beforeEach(async () => {
  catalogueIds = ((await cachedCatalogue()) ?? []).map((p) => p.id);
});

/** A catalogue product on neither demo's nor maria's list. */
async function freeProduct(): Promise<number> {
  const taken = new Set<number>();
  for (const u of [DEMO, MARIA]) {
    const r = await listFavourites(u.userId);
    if (r.ok) r.data.forEach((f) => taken.add(f.productId));
  }
  return catalogueIds.find((id) => !taken.has(id))!;
}

describe('favourites routes', () => {
  it('answers 401 with "Sign in required" to a guest, privately', async () => {
    const { routes } = setup();
    for (const response of [
      await routes(null).GET(getRequest('/api/favourites')),
      await routes(null).POST(add(catalogueIds[0])),
      await del(null, routes(null), catalogueIds[0]),
      await routes(null).products.GET(getRequest('/api/favourites')),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Sign in required' });
    }
  });

  it("lists the demo customer's 3 favourites as catalogue cards", async () => {
    const { routes } = setup();
    const r = await routes(DEMO).GET(getRequest('/api/favourites'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    const list = await ids(r);
    expect(list).toHaveLength(3);
    const cards = (await (await routes(DEMO).products.GET(getRequest('/api/favourites'))).json()) as {
      products: {
        id: number;
        name: string;
        priceCents: number;
        colours: unknown[];
        imageUrl: string | null;
      }[];
    };
    expect(cards.products.map((c) => c.id).sort()).toEqual([...list].sort());
    for (const c of cards.products) {
      expect(c.name).not.toBe('');
      expect(Number.isInteger(c.priceCents)).toBe(true);
      expect(Array.isArray(c.colours)).toBe(true);
    }
  });

  it('adds, adds again without a duplicate, and removes (round trip)', async () => {
    const { routes } = setup();
    const id = await freeProduct();
    const me = routes(MARIA);
    const before = await ids(await me.GET(getRequest('/api/favourites')));
    const first = await me.POST(add(id));
    expect(first.status).toBe(200);
    expect(await ids(first)).toContain(id);
    const again = await me.POST(add(id));
    expect(await ids(again)).toEqual([...before, id]);
    const rows = await listFavourites(MARIA.userId);
    expect(rows.ok && rows.data.filter((f) => f.productId === id)).toHaveLength(1);
    const removed = await del(MARIA, me, id);
    expect(removed.status).toBe(200);
    expect(await ids(removed)).toEqual(before);
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual(before);
  });

  it('says a removal happened when the ERP fails to list again after erasing, and a retry finds it gone', async () => {
    const { routes, erp } = setup();
    const id = await freeProduct();
    const me = routes(MARIA);
    const before = await ids(await me.GET(getRequest('/api/favourites')));
    await me.POST(add(id));
    const down = { ok: false as const, error: new ErpError('unavailable', 'test', 'ERP down') };
    // The first list finds the row, the erase goes through, the list after it fails.
    erp.list.mockImplementationOnce(erpFavouritesAdapter.list).mockResolvedValueOnce(down);
    const removed = await del(MARIA, me, id);
    expect(removed.status).toBe(200);
    expect(await ids(removed)).toEqual(before);
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual(before);
  });

  it("never reads or erases another user's favourite (404, still there afterwards)", async () => {
    const { routes, erp } = setup();
    const demoList = await ids(await routes(DEMO).GET(getRequest('/api/favourites')));
    const theirs = demoList[0];
    expect(await ids(await routes(MARIA).GET(getRequest('/api/favourites')))).not.toContain(theirs);
    const response = await del(MARIA, routes(MARIA), theirs);
    expect(response.status).toBe(404);
    expect(erp.erase).not.toHaveBeenCalled();
    const still = await listFavourites(DEMO.userId);
    expect(still.ok && still.data.map((f) => f.productId)).toContain(theirs);
  });

  it('refuses a product that is not in the catalogue, a userId in the body, and bad input (400)', async () => {
    const { routes } = setup();
    const me = routes(MARIA);
    const unknown = await me.POST(add(99_999_999));
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toHaveProperty('productId');
    const withUser = await me.POST(
      jsonRequest('POST', '/api/favourites', { productId: catalogueIds[0], userId: 1001 }),
    );
    expect(withUser.status).toBe(400);
    expect((await errorOf(withUser)).message).toMatch(/userId/);
    for (const body of [{ productId: 'x' }, {}, '[1', { productId: -3 }]) {
      const r = await me.POST(jsonRequest('POST', '/api/favourites', body));
      expect(r.status).toBe(400);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await del(MARIA, me, 'abc')).status).toBe(404);
  });

  it('refuses another origin (403), a non-JSON body (415), an oversized body (413) and broken JSON (400)', async () => {
    const { routes, erp } = setup();
    const me = routes(MARIA);
    const id = await freeProduct();
    const foreign = await me.POST(
      jsonRequest('POST', '/api/favourites', { productId: id }, { origin: 'https://evil.test' }),
    );
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toEqual({ code: 'forbidden_origin', message: FORBIDDEN_ORIGIN });
    const noOrigin = new Request(`${ORIGIN}/api/favourites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: id }),
    });
    expect((await me.POST(noOrigin)).status).toBe(403);
    expect((await del(MARIA, me, id, 'https://evil.test')).status).toBe(403);
    const form = await me.POST(
      jsonRequest('POST', '/api/favourites', `productId=${id}`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(form.status).toBe(415);
    expect(await errorOf(form)).toEqual({
      code: 'unsupported_media_type',
      message: 'Send the form as JSON.',
    });
    const big = await me.POST(
      jsonRequest('POST', '/api/favourites', { productId: id, pad: 'x'.repeat(FAVOURITES_MAX_BODY_BYTES) }),
    );
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toEqual({ code: 'too_large', message: 'The request is too large.' });
    const broken = await me.POST(jsonRequest('POST', '/api/favourites', '{"productId":'));
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toEqual({ code: 'bad_request', message: 'The request is not valid JSON.' });
    expect(erp.add).not.toHaveBeenCalled();
  });

  it('rate-limits writes per user (429)', async () => {
    const { erp } = setup();
    const favourites = favouritesService(erp, memoryFavouritesCache());
    const deps = {
      user: as(MARIA),
      favourites,
      catalogue: cachedCatalogue,
      limiter: limiter(1),
      origin: () => ORIGIN,
    };
    const { POST } = favouritesHandlers(deps);
    expect((await POST(add(99_999_999))).status).toBe(400);
    const refused = await POST(add(99_999_999));
    expect(refused.status).toBe(429);
    // The limiter's window is 60 s: the message says the wait the header gives.
    expect(refused.headers.get('retry-after')).toMatch(/^(59|60)$/);
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      message: tooManyAttempts(Number(refused.headers.get('retry-after'))),
    });
    expect(tooManyAttempts(60)).toBe('Too many attempts. Please try again in 1 minute.');
  });
});

describe('the per-user favourites cache', () => {
  it('remembers an empty list (no second ERP read) until an add or remove', async () => {
    const { routes, erp } = setup();
    const fresh = { userId: 1002, email: 'legacy@example.com' };
    const me = routes(fresh);
    const start = await ids(await me.GET(getRequest('/api/favourites')));
    for (const id of start) await del(fresh, me, id);
    erp.list.mockClear();
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual([]);
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual([]);
    expect(await (await me.products.GET(getRequest('/api/favourites'))).json()).toEqual({ products: [] });
    expect(erp.list).not.toHaveBeenCalled();
    const id = await freeProduct();
    await me.POST(add(id));
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual([id]);
    await del(fresh, me, id);
    expect(await ids(await me.GET(getRequest('/api/favourites')))).toEqual([]);
    for (const back of start) await me.POST(add(back));
  });

  it('is updated on add and remove, and never shared between users', async () => {
    const { routes, erp } = setup();
    const demo = await ids(await routes(DEMO).GET(getRequest('/api/favourites')));
    const maria = await ids(await routes(MARIA).GET(getRequest('/api/favourites')));
    expect(erp.list).toHaveBeenCalledTimes(2);
    expect(maria).not.toEqual(demo);
    const id = await freeProduct();
    await routes(MARIA).POST(add(id));
    expect(await ids(await routes(MARIA).GET(getRequest('/api/favourites')))).toContain(id);
    expect(await ids(await routes(DEMO).GET(getRequest('/api/favourites')))).toEqual(demo);
    await del(MARIA, routes(MARIA), id);
    expect(await ids(await routes(MARIA).GET(getRequest('/api/favourites')))).toEqual(maria);
  });
});
