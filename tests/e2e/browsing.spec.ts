import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectHydrated, openReady } from './helpers';

test.describe('catalogue browsing', () => {
  test('home carousel advances every 6 s and wraps to the first slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const dot = (n: number) => page.getByRole('button', { name: `Go to slide ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    const count = await page.locator('[aria-roledescription="slide"]').count();
    expect(count).toBe(3);
    // Keep the pointer away so hover does not pause it.
    await page.mouse.move(5, 700);
    for (let n = 2; n <= count; n++) {
      await page.clock.runFor(6000);
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
    }
    await page.clock.runFor(6000);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // The first slide's image is the LCP candidate: eager and high priority.
    const first = page.locator('[aria-roledescription="slide"]').first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  test('the home page’s sections fade in as they scroll into view; no other page loads the observer', async ({
    page,
  }) => {
    await openReady(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-aos-ready', '');
    const instagram = page.locator('.animate-on-scroll').last();
    await expect(instagram).not.toHaveClass(/\banimated\b/);
    await instagram.scrollIntoViewIfNeeded();
    await expect(instagram).toHaveClass(/\banimated\b/);

    // Away from home (a client navigation, then a page of its own) nothing waits to fade in.
    await page.getByRole('link', { name: 'OUTLET', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/outlet$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-aos-ready', '');
    await openReady(page, '/cart');
    await expect(page.locator('html')).not.toHaveAttribute('data-aos-ready', '');
  });

  test("the hero's Denim Edit leads to denim @phone", async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"]').filter({ hasText: 'Every fit, every wash' });
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await slide.getByRole('link', { name: /DISCOVER/ }).click();
    await expect(page).toHaveURL(/\/products\?search=jeans$/);
    const names = await page.getByTestId('product-card').locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Jeans/);
  });

  test('outlet pages are real links: page 2 shows other items, Previous/Next disable at the ends', async ({
    page,
  }) => {
    await page.goto('/outlet');
    await expect(page.getByText(/^\d+ items found$/)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const firstPageNames = await page.getByTestId('product-card').locator('h3').allTextContents();
    expect(firstPageNames).toHaveLength(8);
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/outlet\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPageNames = await page.getByTestId('product-card').locator('h3').allTextContents();
    expect(secondPageNames).not.toEqual(firstPageNames);
    const last = await pagination
      .getByRole('link', { name: /^Page \d+$/ })
      .last()
      .textContent();
    await page.goto(`/outlet?page=${last?.trim()}`);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText('Next')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('outlet cards carry their -N% badge and a struck original price', async ({ page }) => {
    await page.goto('/outlet');
    const cards = page.getByTestId('product-card');
    const badges = await cards.getByText(/^-\d+%$/).count();
    expect(badges).toBeGreaterThan(0);
    await expect(cards.first().locator('s')).toContainText('€');
  });

  test('the sort select reorders by price, in the URL', async ({ page }) => {
    const prices = () =>
      page
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-price-cents'))));
    const isSorted = (xs: number[], dir: 1 | -1) =>
      xs.length === 8 && xs.every((x, i) => i === 0 || dir * (x - xs[i - 1]) >= 0);
    await openReady(page, '/outlet');
    await page.getByRole('combobox').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(async () => isSorted(await prices(), 1)).toBe(true);
    const cheapest = (await prices())[0];
    await page.getByRole('combobox').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(async () => isSorted(await prices(), -1)).toBe(true);
    expect((await prices())[0]).toBeGreaterThan(cheapest);
  });

  test('a facet narrows the grid, lives in the URL and survives a reload', async ({ page }) => {
    const count = async () =>
      Number((await page.getByText(/^\d+ items found$/).textContent())!.split(' ')[0]);
    await openReady(page, '/outlet');
    const all = await count();
    const size = page.getByRole('group', { name: 'SIZE' }).getByRole('checkbox', { name: /^M \(\d+\)$/ });
    const expected = Number((await size.locator('..').textContent())!.match(/\((\d+)\)/)![1]);
    await size.check();
    await expect(page).toHaveURL(/\/outlet\?size=M$/);
    await expect.poll(count).toBe(expected);
    expect(expected).toBeLessThan(all);
    await page.reload();
    await expectHydrated(page);
    await expect(
      page.getByRole('group', { name: 'SIZE' }).getByRole('checkbox', { name: /^M \(/ }),
    ).toBeChecked();
    expect(await count()).toBe(expected);
    // A second group narrows further (AND across groups).
    const price = page.getByRole('group', { name: 'PRICE' }).getByRole('checkbox').first();
    await price.check();
    await expect(page).toHaveURL(/size=M&price=/);
    await expect.poll(count).toBeLessThanOrEqual(expected);
    await page.getByRole('link', { name: 'Clear all filters' }).first().click();
    await expect(page).toHaveURL(/\/outlet$/);
    await expect.poll(count).toBe(all);
  });

  test('a listing works with JavaScript disabled: sort and pages are plain GETs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/collections/new-arrivals');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NEW ARRIVALS');
    expect(await page.getByTestId('product-card').count()).toBe(8);
    await page.getByRole('combobox').selectOption('latest');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page).toHaveURL(/sort=latest/);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    // Filters are a GET form: tick, then the Apply button (no script runs).
    await page.goto('/outlet');
    await page.getByRole('group', { name: 'SIZE' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(/\/outlet\?size=/);
    await expect(page.getByRole('group', { name: 'SIZE' }).getByRole('checkbox').first()).toBeChecked();
    await context.close();
  });

  test('men page tiles link to the category listing, and the landing shows subcategories', async ({
    page,
  }) => {
    await page.goto('/men');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("MEN'S COLLECTION");
    const tile = page.locator('a[href^="/products?type="]').first();
    await expect(tile).toHaveAttribute('href', /gender=men/);
    await page.goto('/men');
    const nav = await page.request.get('/api/navigation');
    const menus = await nav.json();
    const category = menus.men[0].categories.find(
      (c: { subcategories: unknown[] }) => c.subcategories.length > 0,
    );
    await page.goto(`/men/category/${category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`MEN'S ${category.name.toUpperCase()}`);
    await expect(page.getByText('Shop Now').first()).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(category.subcategories[0].name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/men/${category.subcategories[0].id}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Men');
  });

  test("a men's listing holds no kids' things; a kids' category's title says whose it is", async ({
    page,
  }) => {
    await openReady(page, '/products?gender=men');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("MEN'S CLOTHING & ACCESSORIES");
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect((await cards.allTextContents()).filter((text) => /Boys'|Girls'/.test(text))).toEqual([]);
    // The men's menu keeps the boys' things under JUNIOR, with their own listing.
    const href = await page.locator('a', { hasText: "Boys' T-Shirts & Polos" }).first().getAttribute('href');
    const id = /\/category\/(\d+)$/.exec(href!)![1];
    await openReady(page, `/products?type=${id}&gender=men`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("BOYS' T-SHIRTS & POLOS");
    const kids = await cards.allTextContents();
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.filter((text) => !text.includes("Boys'"))).toEqual([]);
  });

  test('unknown category and brand ids answer 404', async ({ request }) => {
    expect((await request.get('/men/99999999')).status()).toBe(404);
    expect((await request.get('/brands/99999999')).status()).toBe(404);
  });

  test('sitemap index lists shards that list listing URLs, and robots.txt points to it', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const index = await (await request.get('/sitemap.xml')).text();
    const shard = /<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/.exec(index)?.[1];
    expect(shard).toBeTruthy();
    const urls = [
      ...(await (await request.get(shard!)).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g),
    ].map((m) => m[1]);
    const brand = urls.find((u) => /^\/brands\/\d+$/.test(u))!;
    const sub = urls.find((u) => /^\/(men|women)\/\d+$/.test(u))!;
    for (const path of [brand, sub]) expect((await request.get(path)).status()).toBe(200);
  });

  test('listing pages carry canonical URLs and noindex filtered states', async ({ page }) => {
    await page.goto('/outlet?sort=price-asc');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/outlet$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/outlet?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/outlet\?page=2$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain('"BreadcrumbList"');
    expect(ld.join('')).toContain('"ItemList"');
  });
});

test.describe('product pages from the sitemap', () => {
  test('the sitemap lists a product URL that renders with its canonical link', async ({ request, page }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const shard = /<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/.exec(index)![1];
    const xml = await (await request.get(shard)).text();
    const product = /<loc>https?:\/\/[^/]+(\/(?:(?:men|women)\/\d+\/)?product\/\d+)<\/loc>/.exec(xml)![1];
    const res = await page.goto(product);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('product-price')).toContainText('€');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${product}$`));
    // The short route renders the same product and points at the same canonical URL.
    const id = product.split('/').pop();
    await page.goto(`/product/${id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${product}$`));
  });

  test('a product id that does not exist shows the product not-found view with a 404', async ({ page }) => {
    const res = await page.goto('/product/99999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, the product you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('cart from the product page', () => {
  test('@phone ADD TO BAG needs a size, then the line shows in the cart menu and page and survives a reload', async ({
    page,
  }) => {
    await page.goto('/collections/bestsellers');
    const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
    await openReady(page, href!);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // The price the shopper pays: the sale price when there is one (it comes first).
    const cents = Math.round(
      Number(
        (await page.getByTestId('product-price').textContent())!
          .match(/€([\d,]+\.\d{2})/)![1]
          .replace(/,/g, ''),
      ) * 100,
    );
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
    if ((await sizes.count()) > 0) {
      await page.getByRole('button', { name: 'ADD TO BAG' }).click();
      await expect(page.getByTestId('toast')).toHaveText('Please select a size');
      const enabled = page
        .getByRole('group', { name: 'Size' })
        .locator('label:has(input:not([disabled]))')
        .first();
      await enabled.click();
    }
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(page.getByTestId('toast')).toHaveText(`Added to cart: ${name}`);
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('link', { name })).toBeVisible();
    const summary = page.locator('dl').filter({ hasText: 'Subtotal' }).last();
    await expect(summary.locator('dt', { hasText: 'Shipping' }).locator('+ dd')).toHaveText(
      cents >= 5000 ? 'Free' : '€3.00',
    );
    if (cents < 5000) {
      const more = ((5000 - cents) / 100).toFixed(2);
      await expect(page.getByText(`Add €${more} more for free shipping`).last()).toBeVisible();
    }
    await page.reload();
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});

test.describe('the server quote never trusts the browser', () => {
  test('a tampered price in the stored cart is re-priced by the server, and an unknown item blocks checkout', async ({
    page,
    request,
  }) => {
    const product = await (await request.get('/product/5001')).text();
    expect(product).toContain('ADD TO BAG');
    await page.goto('/');
    const lines = [
      {
        id: 5001,
        name: 'Tampered',
        image: null,
        href: '/product/5001',
        size: 'ONE SIZE',
        color: 'DEFAULT',
        quantity: 1,
        priceCents: 1,
      },
      {
        id: 99999999,
        name: 'Ghost item',
        image: null,
        href: '/product/99999999',
        size: 'ONE SIZE',
        color: 'DEFAULT',
        quantity: 1,
        priceCents: 500,
      },
    ];
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), lines);
    await page.goto('/cart');
    await expect(page.getByText('No longer available').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Checkout' }).last()).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The quote's own answer for a real variant: the server price, not the browser's 1 cent.
    await page.goto('/product/5001');
    const size = await page
      .getByRole('group', { name: 'Size' })
      .locator('input:not([disabled])')
      .first()
      .getAttribute('value');
    const color = await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('radio')
      .first()
      .getAttribute('aria-label');
    const shown = Math.round(
      Number(
        (await page.getByTestId('product-price').textContent())!
          .match(/€([\d,]+\.\d{2})/)![1]
          .replace(/,/g, ''),
      ) * 100,
    );
    const headers = { Origin: baseURL };
    const quote = await request.post('/api/cart/quote', {
      data: { lines: [{ id: 5001, size, color, quantity: 1, priceCents: 1 }] },
      headers,
    });
    expect(quote.status()).toBe(200);
    const body = await quote.json();
    expect(body.lines[0]).toMatchObject({
      status: 'price_changed',
      unitPriceCents: shown,
      previousPriceCents: 1,
    });
    expect(body.totals.subtotalCents).toBe(shown);
    const bad = await request.post('/api/cart/quote', { data: { lines: [{ id: -1 }] }, headers });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid');
    // A cross-site page cannot ask for quotes (nor spend the address's allowance).
    const foreign = await request.post('/api/cart/quote', {
      data: { lines: [] },
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
  });
});
