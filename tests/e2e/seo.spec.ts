import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import status from '../../messages/en/status.json';

const CATALOGUE_UNAVAILABLE = status.client.catalogue;
import { sandboxURL } from '../../playwright.config';

// Issue 14, "Crawlable and correct for search engines": what a crawler reads without running
// JavaScript (status, headers, the server's HTML), and the heading outline in a browser.

const NOT_FOUND_TEXT = 'Oops! The page you&#x27;re looking for doesn&#x27;t exist.';
const ROBOTS_NOINDEX = /<meta name="robots" content="noindex[^"]*"\/?>/g;

/** Paths from the sitemap's first shard: real brands, subcategories, category landings, products. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const shard = /<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/.exec(index)![1];
  const xml = await (await request.get(shard)).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
}

const pick = (paths: string[], pattern: RegExp) => {
  const found = paths.find((p) => pattern.test(p));
  expect(found, String(pattern)).toBeTruthy();
  return found!;
};

/** A meta tag's content in server HTML (attribute order as Next writes it). */
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

async function expectCompleteNotFound(request: APIRequestContext, path: string, h1 = '404') {
  const res = await request.get(path);
  expect(res.status(), path).toBe(404);
  const html = await res.text();
  expect(html, path).toMatch(/<html lang="en"/);
  expect(html, path).toContain(`>${h1}</h1>`);
  expect(html.match(ROBOTS_NOINDEX), path).toHaveLength(1);
  return html;
}

test.describe('not-found pages in the server HTML', () => {
  test('an unknown address: 404 with lang, h1, the spec texts and one noindex', async ({ request, page }) => {
    for (const path of ['/nope-xyz', '/men/not-a-category', '/a/b/c/d/e']) {
      const html = await expectCompleteNotFound(request, path);
      expect(html).toContain(NOT_FOUND_TEXT);
      expect(html).toContain('RETURN TO HOME');
    }
    // The missing path is the browser's to show (the server renders the rewritten not-found route).
    await page.goto('/nope-xyz');
    await expect(page.getByTestId('missing-path')).toHaveText('/nope-xyz');
    await expect(page).toHaveURL(/\/nope-xyz$/);
  });

  test('an unknown brand or category id: the same complete page', async ({ request }) => {
    for (const path of ['/brands/99999999', '/men/99999999', '/women/category/99999999']) {
      const html = await expectCompleteNotFound(request, path);
      expect(html).toContain(NOT_FOUND_TEXT);
    }
  });

  test("a missing product keeps the product's own view, complete in the server HTML", async ({ request }) => {
    // A malformed id too: the same route, whose missing product the proxy rewrites to a complete page.
    for (const path of [
      '/product/99999999',
      '/men/1012/product/99999999',
      '/product/abc',
      '/men/1012/product/abc',
    ]) {
      const html = await expectCompleteNotFound(request, path, 'Product Not Found');
      expect(html).toContain('Sorry, the product you&#x27;re looking for doesn&#x27;t exist.');
      expect(html).toContain('<title>Product Not Found | RUCK</title>');
      expect(html).toContain('RETURN TO HOME');
    }
  });

  test('an order that is unknown or malformed: the complete not-found page, still no-store @phone', async ({
    request,
  }) => {
    for (const path of ['/order-confirmation?order=99999999', '/order-confirmation?order=abc']) {
      const res = await request.get(path);
      const html = await expectCompleteNotFound(request, path);
      expect(html).toContain(NOT_FOUND_TEXT);
      expect(res.headers()['cache-control'], path).toMatch(/no-store/);
    }
  });

  test('the routes that stand in for a failed page are missing pages when asked for by name', async ({
    request,
  }) => {
    for (const path of ['/status/error', '/status/product-not-found'])
      expect(await expectCompleteNotFound(request, path)).toContain(NOT_FOUND_TEXT);
  });
});

test.describe("personal pages' messages in the server HTML", () => {
  test('a guest, a reset link, a confirmation without an order: lang, h1, text and one noindex', async ({
    request,
  }) => {
    const cases: [path: string, h1: string, text: string][] = [
      ['/account', 'Access Denied', 'Please log in to access your account.'],
      ['/account?tab=orders&order=1', 'Access Denied', 'Please log in to access your account.'],
      ['/reset-password?token=not-a-token', 'Reset password', 'New password'],
      ['/order-confirmation', 'No order to show', 'The confirmation mail of each order links to it'],
    ];
    for (const [path, h1, text] of cases) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(/no-store/);
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="en"/);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(html, path).toContain(text);
      expect(html.match(ROBOTS_NOINDEX), path).toHaveLength(1);
    }
  });
});

test('a confirmation without an order, JavaScript off: it says there is none, not that it is looking', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/order-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'No order to show' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(page.getByText('Looking for your order…')).toBeHidden();
  await context.close();
});

test.describe('error pages in the server HTML', () => {
  const faults = (body: object) =>
    fetch(`${sandboxURL}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

  test('a catalogue page the ERP cannot fill: 500 with lang, h1, the outage texts and one noindex; the home page stays itself', async ({
    request,
  }) => {
    await faults({ failRate: 1, failStatus: 503 });
    try {
      // A product no test opens, so nothing is cached for it.
      const res = await request.get('/product/5097');
      expect(res.status()).toBe(500);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toContain(`>${CATALOGUE_UNAVAILABLE.title}</h1>`);
      expect(html).toContain(CATALOGUE_UNAVAILABLE.text);
      expect(html).toContain('TRY AGAIN');
      expect(html.match(ROBOTS_NOINDEX)).toHaveLength(1);
      // The home page reads the catalogue softly (the spec's empty-state lines): still itself, complete.
      const home = await request.get('/');
      expect(home.status()).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toMatch(/<html lang="en"/);
      expect(homeHtml).toContain('>RUCK: clothing and accessories in Cyprus</h1>');
      expect(homeHtml).not.toContain('__next_error__');
    } finally {
      await faults({});
    }
    // The ERP breaker may have opened: wait until pages are served again, for the tests after this.
    await expect
      .poll(async () => (await request.get('/product/5098')).status(), {
        timeout: 40_000,
        intervals: [2_000],
      })
      .toBe(200);
  });
});

test.describe('listing pages past the last', () => {
  test('answer 404 on every listing kind; page 1 of an empty search still answers 200', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    const brand = pick(paths, /^\/brands\/\d+$/);
    const sub = pick(paths, /^\/(men|women)\/\d+$/);
    for (const listing of [
      brand,
      sub,
      '/outlet',
      '/products',
      '/products?search=jeans',
      '/collections/bestsellers',
      '/collections/new-arrivals',
    ]) {
      const join = listing.includes('?') ? '&' : '?';
      expect((await request.get(listing)).status(), listing).toBe(200);
      await expectCompleteNotFound(request, `${listing}${join}page=999`);
    }
    expect((await request.get('/products?search=zzzqqqxxx')).status()).toBe(200);
  });
});

test.describe('breadcrumbs', () => {
  test('every crumb link and BreadcrumbList item leads to a page; only the last has none', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    const pages = [
      pick(paths, /^\/brands\/\d+$/),
      pick(paths, /^\/(men|women)\/\d+$/),
      pick(paths, /^\/(men|women)\/category\/\d+$/),
      pick(paths, /\/product\/\d+$/),
      '/men',
      '/outlet',
    ];
    const checked = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      const links = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .flatMap((m) => [JSON.parse(m[1])].flat())
        .find((data: { '@type'?: string }) => data['@type'] === 'BreadcrumbList');
      expect(ld, path).toBeTruthy();
      const items: { item?: string }[] = ld.itemListElement;
      expect(
        items.slice(0, -1).every((i) => i.item),
        path,
      ).toBe(true);
      const targets = [...links, ...items.flatMap((i) => (i.item ? [new URL(i.item).pathname] : []))];
      for (const target of targets) {
        if (checked.has(target)) continue;
        checked.add(target);
        expect((await request.get(target)).status(), `${path} → ${target}`).toBe(200);
      }
    }
  });
});

test.describe('titles, descriptions and link previews', () => {
  test('home, landings, brands and listings have their own title, description and og tags', async ({
    request,
  }) => {
    const paths = await sitemapPaths(request);
    const pages = [
      '/',
      '/men',
      pick(paths, /^\/(men|women)\/category\/\d+$/),
      '/brands',
      pick(paths, /^\/brands\/\d+$/),
      pick(paths, /^\/(men|women)\/\d+$/),
      '/outlet',
      '/collections/bestsellers',
      '/collections/new-arrivals',
      '/products',
      pick(paths, /\/product\/\d+$/),
      '/about-us',
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const description = meta(html, 'name', 'description');
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      for (const og of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
        expect(meta(html, 'property', og), `${path} ${og}`).toBeTruthy();
      expect(meta(html, 'property', 'og:url'), path).toMatch(/^http:\/\/127\.0\.0\.1:\d+(\/|$)/);
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+(\/[^"]*)?"/);
    }
    // The default preview picture is a public file, which proxy.ts must leave alone.
    const home = await (await request.get('/')).text();
    const image = new URL(meta(home, 'property', 'og:image')!).pathname;
    expect((await request.get(image)).status()).toBe(200);
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    expect(home).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/?"/);
  });

  test('the internal filename tool is noindex and not in the sitemap', async ({ request }) => {
    const html = await (await request.get('/generate-images')).text();
    expect(html.match(ROBOTS_NOINDEX)).toHaveLength(1);
    const index = await (await request.get('/sitemap.xml')).text();
    const shards = [...index.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    for (const shard of shards)
      expect(await (await request.get(shard)).text()).not.toContain('/generate-images');
  });
});

test.describe('headers a CDN and the browser read', () => {
  test('a shared page may be kept, tells nothing internal, and preloads with its own nonce', async ({
    request,
  }) => {
    // Twice: the second answer comes from the page cache, the case where a stale nonce could leak.
    for (let i = 0; i < 2; i++) {
      const res = await request.get('/outlet');
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control']).not.toMatch(/no-store|private/);
      expect(headers['x-page-cache']).toBeUndefined();
      expect(Object.keys(headers).filter((h) => h.startsWith('x-') && h.includes('cache'))).toEqual([]);
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'])![1];
      const linkNonces = [...(headers.link ?? '').matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(linkNonces.length).toBeGreaterThan(0);
      expect(new Set(linkNonces)).toEqual(new Set([nonce]));
    }
  });

  test('content pages and the cart frame may be kept by the browser (back/forward cache) and revalidated by a CDN', async ({
    request,
  }) => {
    for (const path of [
      '/cart', // its lines live in the browser: the server's frame is the same for everyone
      '/about-us',
      '/contact',
      '/faqs',
      '/privacy-policy',
      '/shipping',
      '/stores',
      '/sustainability',
      '/terms-conditions',
    ]) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toBe('public, no-cache');
      expect(headers['set-cookie'], path).toBeUndefined();
    }
    // Personal pages still say no-store.
    for (const path of ['/checkout', '/account'])
      expect((await request.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toMatch(
        /no-store/,
      );
  });
});

/** Heading levels in document order, hidden ones too: what a screen reader's outline may list. */
const headingLevels = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));

test.describe('heading outline and listing controls', () => {
  test('heading levels never skip on each kind of page', async ({ page, request }) => {
    const paths = await sitemapPaths(request);
    for (const path of [
      '/',
      '/men',
      pick(paths, /^\/(men|women)\/category\/\d+$/),
      pick(paths, /^\/(men|women)\/\d+$/),
      '/collections/bestsellers',
      '/outlet',
      pick(paths, /\/product\/\d+$/),
      '/brands',
      '/about-us',
      '/nope-xyz',
    ]) {
      await page.goto(path);
      const levels = await headingLevels(page);
      expect(
        levels.filter((l) => l === 1),
        path,
      ).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0)
          expect(level - levels[i - 1], `${path}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(1);
      });
    }
  });

  test('filter groups are fieldsets with legends; the sort says it reloads; no-JS has its submit', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    const sortForm = /<select id="listing-sort"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(sortForm).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    await page.goto('/products');
    const fieldsets = page.locator('fieldset.facets');
    expect(await fieldsets.count()).toBeGreaterThan(0);
    const legends = await fieldsets.evaluateAll((fs) =>
      fs.map((f) => f.firstElementChild?.tagName === 'LEGEND' && f.firstElementChild.textContent !== ''),
    );
    expect(legends.every(Boolean)).toBe(true);
    await expect(page.locator('#listing-sort')).toHaveAccessibleDescription(
      'Choosing a sort reloads the products.',
    );
  });
});
