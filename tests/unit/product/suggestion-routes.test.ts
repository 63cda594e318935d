import { describe, expect, it, vi } from 'vitest';
import { ALSO_LIKE_COUNT } from '@/lib/also-like';
import { MAX_PRODUCT_IDS, PRODUCT_IDS_ERRORS } from '@/lib/product-ids';
import { RECENTLY_VIEWED_SHOWN } from '@/lib/recently-viewed';
import type { Product } from '@/lib/types';
import {
  loadCartSuggestions,
  loadPopular,
  loadViewedCards,
  type SuggestionSources,
} from '@/server/catalogue/also-like';
import { productCardsHandler } from '@/server/catalogue/suggestion-routes';
import { LANGUAGE_PARAM_REFUSAL } from '@/lib/i18n/locales';
import { makeProduct } from '../components/fixtures';

const shirts = { id: 102, name: 'SHIRTS' };
const jeans = { id: 103, name: 'JEANS' };
const bestSeller = { featured: false, clearance: false, bestSeller: true, newArrival: false };

// Shirts 1-8 (7 and 8 sold out, 8 a bestseller), jeans 20-21; 30 is a kids' shirt.
const catalogue: Product[] = [
  ...[1, 2, 3, 4, 5, 6, 7].map((id) => makeProduct({ id, code: `C${id}`, category: shirts })),
  makeProduct({ id: 8, code: 'C8', category: shirts, flags: bestSeller }),
  makeProduct({
    id: 20,
    code: 'C20',
    category: jeans,
    priceCents: 7990,
    salePriceCents: 5990,
    hasSale: true,
  }),
  makeProduct({ id: 21, code: 'C21', category: jeans }),
  makeProduct({ id: 30, code: 'C30', category: shirts, kids: true }),
];
const soldOut = new Set([7, 8]);

function sources(over: Partial<SuggestionSources> = {}): SuggestionSources {
  return {
    catalogue: () => Promise.resolve(catalogue),
    inStock: (p) => Promise.resolve(!soldOut.has(p.id)),
    ...over,
  };
}

const get = (query: string) => new Request(`http://shop.test/api/also-like${query}`);
const cartRoute = (s = sources()) => productCardsHandler((ids) => loadCartSuggestions(ids, s));
const viewedRoute = (s = sources()) => productCardsHandler((ids) => loadViewedCards(ids, s));
const productIds = async (r: Response) =>
  ((await r.json()) as { products: { id: number }[] }).products.map((p) => p.id);

describe('GET /api/also-like and /api/recently-viewed: the ids', () => {
  for (const [query, message] of [
    ['', PRODUCT_IDS_ERRORS.missing],
    ['?ids=', PRODUCT_IDS_ERRORS.missing],
    ['?ids=1,abc', PRODUCT_IDS_ERRORS.invalid],
    ['?ids=-1', PRODUCT_IDS_ERRORS.invalid],
    [
      `?ids=${Array.from({ length: MAX_PRODUCT_IDS + 1 }, (_, i) => i + 1).join(',')}`,
      PRODUCT_IDS_ERRORS.tooMany,
    ],
  ] as const)
    it(`answers 400 "${message}" for ${query.slice(0, 20) || 'no query'}, without reading the catalogue`, async () => {
      const catalogueRead = vi.fn(() => Promise.resolve(catalogue));
      for (const route of [
        cartRoute(sources({ catalogue: catalogueRead })),
        viewedRoute(sources({ catalogue: catalogueRead })),
      ]) {
        const response = await route(get(query));
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.json()).toEqual({ error: { code: 'invalid', message } });
      }
      expect(catalogueRead).not.toHaveBeenCalled();
    });

  it('answers 503 when the catalogue cannot be read, and nothing may keep it', async () => {
    const down = sources({ catalogue: () => Promise.resolve(null) });
    for (const route of [cartRoute(down), viewedRoute(down)]) {
      const response = await route(get('?ids=1'));
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('GET /api/also-like and /api/recently-viewed: the language', () => {
  const colours = async (r: Response) =>
    ((await r.json()) as { products: { colours: { label: string; shown?: string }[] }[] }).products[0]
      .colours;

  it('a Greek page asks with lang=el and gets its cards’ colours named in Greek; the labels stay the keys', async () => {
    for (const route of [cartRoute(), viewedRoute()]) {
      const greek = await route(get('?ids=21&lang=el'));
      expect(greek.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await colours(greek)).toEqual([
        expect.objectContaining({ label: 'Black', shown: 'Μαύρο' }),
        expect.objectContaining({ label: 'Navy', shown: 'Μπλε σκούρο' }),
      ]);
      const english = await colours(await route(get('?ids=21')));
      expect(english.map((c) => [c.label, c.shown])).toEqual([
        ['Black', undefined],
        ['Navy', undefined],
      ]);
    }
  });

  it('answers 400 for a language the shop does not have, without reading the catalogue', async () => {
    const catalogueRead = vi.fn(() => Promise.resolve(catalogue));
    const response = await cartRoute(sources({ catalogue: catalogueRead }))(get('?ids=1&lang=fr'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid', message: LANGUAGE_PARAM_REFUSAL } });
    expect(catalogueRead).not.toHaveBeenCalled();
  });
});

describe('GET /api/also-like: the cart’s suggestions', () => {
  it('items of the cart’s categories, in stock, none of the cart’s, bestsellers first, at most four; shared caches may keep it a minute', async () => {
    const response = await cartRoute()(get('?ids=1,20'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    // 8 is a bestseller but sold out, 7 sold out; 21 is the jeans' other item; 30 a kids' shirt.
    expect(await productIds(response)).toEqual([21, 6, 5, 4].slice(0, ALSO_LIKE_COUNT));
  });

  it('leaves unknown ids out, and has nothing for a cart of only unknown ids', async () => {
    expect(await productIds(await cartRoute()(get('?ids=21,999')))).toEqual([20]);
    expect(await productIds(await cartRoute()(get('?ids=999')))).toEqual([]);
  });

  it('sends a card’s fields only, with the server’s prices', async () => {
    const [card] = (
      (await (await cartRoute()(get('?ids=21'))).json()) as { products: Record<string, unknown>[] }
    ).products;
    expect(card).toMatchObject({ id: 20, priceCents: 7990, salePriceCents: 5990, hasSale: true });
    expect(Object.keys(card)).not.toContain('notes');
    expect(Object.keys(card)).not.toContain('code');
  });
});

describe('GET /api/recently-viewed: the cards of the viewed products', () => {
  it('in the order asked, sold out or not, unknown ids left out', async () => {
    const response = await viewedRoute()(get('?ids=8,999,20,3'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await productIds(response)).toEqual([8, 20, 3]);
  });

  it(`at most ${RECENTLY_VIEWED_SHOWN} cards`, async () => {
    expect(await productIds(await viewedRoute()(get('?ids=1,2,3,4,5,6')))).toEqual(
      [1, 2, 3, 4, 5, 6].slice(0, RECENTLY_VIEWED_SHOWN),
    );
  });
});

describe('loadPopular (empty states)', () => {
  it('bestsellers in stock first, then the newest in stock, at most four', async () => {
    expect((await loadPopular(sources())).map((p) => p.id)).toEqual([30, 21, 20, 6]);
    expect(await loadPopular(sources({ catalogue: () => Promise.resolve(null) }))).toEqual([]);
  });
});
