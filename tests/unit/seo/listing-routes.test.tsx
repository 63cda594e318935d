import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WithTexts } from '@/tests/helpers/client-texts';

// The root layout gives every page's islands their product texts (the cards' quick add).
const staticMarkup = (page: ReactNode) =>
  renderToStaticMarkup(<WithTexts namespaces={['product']}>{page}</WithTexts>);
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '@/server/catalogue/listing-scope';
import { makeProduct } from '../components/fixtures';

// The six listing routes as Next calls them: metadata and body from the route params and the URL's
// query, a 404 for an id that names nothing. The scope reads are stubbed; the rest is real.

const scopes = vi.hoisted(() => ({
  categoryScope: vi.fn(),
  brandScope: vi.fn(),
  collectionScope: vi.fn(),
  productsScope: vi.fn(),
}));
vi.mock('@/server/catalogue/listing-scope', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/catalogue/listing-scope')>()),
  ...scopes,
}));
vi.mock('@/server/request', () => ({ cspNonce: () => Promise.resolve('n0nce') }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));

const products = Array.from({ length: 30 }, (_, i) => makeProduct({ id: i + 1, name: `Shirt ${i + 1}` }));
const scopeTitled = (title: string): Scope => ({
  products,
  title,
  gender: null,
  breadcrumb: [{ label: 'Home', href: '/' }, { label: title }],
});

type Route = {
  generateMetadata: (props: never) => Promise<unknown>;
  default: (props: never) => Promise<React.ReactElement>;
};
const props = (params: Record<string, string>, searchParams: Record<string, string | string[]> = {}) =>
  ({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) }) as never;
const SITE = 'http://127.0.0.1:3000';
const indexed = (path: string) => ({
  alternates: {
    canonical: `${SITE}${path}`,
    languages: { en: `${SITE}${path}`, el: `${SITE}/el${path}`, 'x-default': `${SITE}${path}` },
  },
  robots: { index: true, follow: true },
});

beforeEach(() => {
  for (const fn of Object.values(scopes)) fn.mockReset();
  scopes.categoryScope.mockImplementation((_gender: string, id: number) =>
    Promise.resolve(id === 12 ? scopeTitled('SHIRTS') : null),
  );
  scopes.brandScope.mockImplementation((id: number) =>
    Promise.resolve(id === 3 ? scopeTitled('Northline') : null),
  );
  scopes.collectionScope.mockImplementation((kind: string) =>
    Promise.resolve(scopeTitled(kind.toUpperCase())),
  );
  scopes.productsScope.mockImplementation(() => Promise.resolve(scopeTitled('All Products')));
});

describe('listing routes', () => {
  it.each([
    [
      'app/[gender]/[category]/page',
      () => import('@/app/[gender]/[category]/page'),
      { gender: 'men', category: '12' },
      'SHIRTS',
      'SHIRTS for men: clothing at RUCK.',
      '/men/12',
    ],
    [
      'app/brands/[brandId]/page',
      () => import('@/app/brands/[brandId]/page'),
      { brandId: '3' },
      'Northline',
      'Northline: clothing and accessories at RUCK.',
      '/brands/3',
    ],
    [
      'app/collections/bestsellers/page',
      () => import('@/app/collections/bestsellers/page'),
      {},
      'BESTSELLERS',
      'Our best-selling clothing and accessories for men, women and kids.',
      '/collections/bestsellers',
    ],
    [
      'app/collections/new-arrivals/page',
      () => import('@/app/collections/new-arrivals/page'),
      {},
      'NEW-ARRIVALS',
      'New arrivals: the latest clothing and accessories in store.',
      '/collections/new-arrivals',
    ],
    [
      'app/outlet/page',
      () => import('@/app/outlet/page'),
      {},
      'OUTLET',
      'Outlet deals on clothing and accessories: last sizes and past seasons at reduced prices.',
      '/outlet',
    ],
    [
      'app/products/page',
      () => import('@/app/products/page'),
      {},
      'All Products',
      'All Products: clothing and accessories at RUCK.',
      '/products',
    ],
  ])(
    '%s: title, description, canonical and the page body',
    async (_, load, params, title, description, path) => {
      const route = (await load()) as unknown as Route;
      // The og tags repeat title, description and canonical (the picture: the first card's).
      const og = (t: string, url: string) => ({
        openGraph: {
          title: t,
          description,
          url,
          type: 'website',
          locale: 'en_CY',
          images: [expect.any(String)],
        },
      });
      expect(await route.generateMetadata(props(params))).toEqual({
        title,
        description,
        ...indexed(path),
        ...og(title, `${SITE}${path}`),
      });
      expect(await route.generateMetadata(props(params, { page: '2' }))).toEqual({
        title: `${title} (page 2)`,
        description,
        ...indexed(`${path}?page=2`),
        ...og(`${title} (page 2)`, `${SITE}${path}?page=2`),
      });
      expect(await route.generateMetadata(props(params, { size: ['M', 'L'] }))).toMatchObject({
        alternates: { canonical: `${SITE}${path}` },
        robots: { index: false, follow: true },
      });

      const html = staticMarkup(await route.default(props(params)));
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('<script type="application/ld+json" nonce="n0nce">');
    },
  );

  it('gives the collections and the outlet their intro line', async () => {
    const intro = async (load: () => Promise<unknown>) => {
      const route = (await load()) as Route;
      return staticMarkup(await route.default(props({}))).match(/<h1[^>]*>[^<]*<\/h1><p[^>]*>([^<]*)/)?.[1];
    };
    expect(await intro(() => import('@/app/collections/bestsellers/page'))).toBe(
      'Discover our most popular styles',
    );
    expect(await intro(() => import('@/app/collections/new-arrivals/page'))).toBe(
      'The latest styles, just in.',
    );
    expect(await intro(() => import('@/app/outlet/page'))).toBe(
      'Last sizes and past seasons at outlet prices: the deals change often, so check back soon.',
    );
    expect(await intro(() => import('@/app/products/page'))).toBeUndefined();
  });

  it('reads the category and gender from the path, accepting mens/womens', async () => {
    const route = (await import('@/app/[gender]/[category]/page')) as unknown as Route;
    await route.generateMetadata(props({ gender: 'womens', category: '12' }));
    expect(scopes.categoryScope).toHaveBeenLastCalledWith('women', 12);
  });

  it('passes /products its scope and search from the query', async () => {
    const route = (await import('@/app/products/page')) as unknown as Route;
    await route.generateMetadata(
      props({}, { type: '4', gender: 'men', brand: '3', search: '  linen ', utm_source: 'x' }),
    );
    expect(scopes.productsScope).toHaveBeenLastCalledWith({
      type: '4',
      gender: 'men',
      brand: '3',
      search: 'linen',
    });
    await route.generateMetadata(props({}, { search: '   ' }));
    expect(scopes.productsScope).toHaveBeenLastCalledWith({
      type: undefined,
      gender: undefined,
      brand: undefined,
      search: undefined,
    });
  });

  it.each([
    ['an unknown gender', () => import('@/app/[gender]/[category]/page'), { gender: 'kids', category: '12' }],
    [
      'a category id that is not a number',
      () => import('@/app/[gender]/[category]/page'),
      { gender: 'men', category: 'x' },
    ],
    [
      'an unknown category',
      () => import('@/app/[gender]/[category]/page'),
      { gender: 'men', category: '99' },
    ],
    [
      'a brand id that is not a positive whole number',
      () => import('@/app/brands/[brandId]/page'),
      { brandId: '-3' },
    ],
    ['an unknown brand', () => import('@/app/brands/[brandId]/page'), { brandId: '4' }],
  ])('answers 404 for %s', async (_, load, params) => {
    const route = (await load()) as unknown as Route;
    expect(await route.generateMetadata(props(params))).toEqual({});
    await expect(route.default(props(params))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe('a listing page proxy.ts built to decide its status', () => {
  it('is handed to the page of the same request, not built again; another request builds its own', async () => {
    const { pageStatus } = await import('@/app/_status/page-status');
    const route = (await import('@/app/outlet/page')) as unknown as Route;
    // The proxy builds page 2 (a page number in the query) under this request's nonce ('n0nce').
    expect(await pageStatus(new URL('http://shop.test/outlet?page=2&sort=price-asc'), 'n0nce')).toBeNull();
    expect(scopes.collectionScope).toHaveBeenCalledTimes(1);
    // The page's query in another order is the same request's listing.
    const html = staticMarkup(await route.default(props({}, { sort: 'price-asc', page: '2' })));
    expect(html).toContain('>OUTLET</h1>');
    expect(scopes.collectionScope).toHaveBeenCalledTimes(1);
    // Taken once: the next request (the same nonce in this stub) builds its own.
    await route.generateMetadata(props({}, { sort: 'price-asc', page: '2' }));
    expect(scopes.collectionScope).toHaveBeenCalledTimes(2);
  });

  it('answers a page past the last with the 404 rewrite, leaving nothing for a page', async () => {
    const { pageStatus } = await import('@/app/_status/page-status');
    expect(await pageStatus(new URL('http://shop.test/outlet?page=99'), 'n0nce')).toMatchObject({
      status: 404,
    });
    const route = (await import('@/app/outlet/page')) as unknown as Route;
    await route.generateMetadata(props({}, { page: '1' }));
    expect(scopes.collectionScope).toHaveBeenCalledTimes(2);
  });
});
