// Shared by the wishlist tests: the signed-in hint cookie, a fetch stand-in that answers by method
// and path, and fresh copies of the account store (module state outlives a test, like a page view).
import { vi } from 'vitest';

export function signIn() {
  document.cookie = 'signed_in=1; path=/';
}

export function signOut() {
  document.cookie = 'signed_in=; path=/; max-age=0';
}

export type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch: `routes['GET /api/favourites']` answers that request; anything else is a 404. */
export function stubFetch(routes: Record<string, Answer>) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn((input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url: input,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = routes[`${method} ${input}`];
    if (!answer) return Promise.resolve(Response.json({ error: {} }, { status: 404 }));
    return Promise.resolve(typeof answer === 'function' ? answer() : answer);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    count: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url).length,
  };
}

export const ids = (productIds: number[]) => Response.json({ productIds });

/** A promise with its resolve, for requests that stay pending while a test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Fresh module instances of the stores, the heart, the card and the toaster. */
export async function freshModules() {
  vi.resetModules();
  const [client, favourites, toggle, heart, toast, card, grid, texts] = await Promise.all([
    import('@/components/account/account-client'),
    import('@/components/account/favourites-client'),
    import('@/components/wishlist/toggle-favourite'),
    import('@/components/wishlist/wishlist-heart'),
    import('@/components/ui/toast'),
    import('@/components/catalogue/product-card'),
    import('@/components/catalogue/product-grid'),
    // The same fresh context module the islands read their texts from.
    import('@/tests/helpers/client-texts'),
  ]);
  return {
    ...client,
    ...favourites,
    ...toggle,
    WishlistHeart: heart.WishlistHeart,
    Toaster: toast.Toaster,
    ProductCard: card.ProductCard,
    ProductGrid: grid.ProductGrid,
    textsWrapper: texts.textsWrapper,
  };
}
