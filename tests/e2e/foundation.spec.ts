import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

test.describe('shop shell on the sandbox ERP', () => {
  test('home renders server-side product grids from the sandbox', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    // Server-rendered: the product links are in the HTML before any script runs.
    expect(html).toMatch(/href="\/(men|women)\/\d+\/product\/\d+"|href="\/product\/\d+"/);
    await page.goto('/');
    await expect(page.getByText('Free shipping on orders over €50')).toBeVisible();
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(cards.first().getByRole('img')).toBeVisible();
    await expect(cards.first()).toContainText('€');
    // The image behind the first card is served by the shop, not the ERP.
    const src = await cards.first().getByRole('img').first().getAttribute('src');
    expect(src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fitem%2F|^\/media\/item\//);
    const img = await request.get(src!);
    expect(img.status()).toBe(200);
    expect(img.headers()['content-type']).toMatch(/^image\//);
  });

  test('MEN mega menu opens on hover and lists categories with subcategories', async ({ page }) => {
    await page.goto('/');
    const men = page.getByTestId('mega-men');
    await men.hover();
    const panel = men.locator('[data-mega-panel]');
    await expect(panel).toBeVisible();
    const categoryLinks = panel.locator('a[href^="/men/category/"]');
    expect(await categoryLinks.count()).toBeGreaterThan(2);
    expect(await panel.locator('a[href^="/men/"]:not([href*="category"])').count()).toBeGreaterThan(2);
    await page.mouse.move(640, 10); // the top banner, outside the menu
    await expect(panel).toBeHidden();
  });

  test('BRANDS mega menu opens from the keyboard and lists brands flat', async ({ page }) => {
    await page.goto('/');
    const links = page.getByTestId('mega-brands').locator('a[href^="/brands/"]');
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(20); // the menus have loaded
    const trigger = page.getByTestId('mega-brands').getByRole('button');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown path shows the 404 page with the path', async ({ page }) => {
    const res = await page.goto('/no/such-page-42');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByTestId('missing-path')).toHaveText('/no/such-page-42');
    await page.getByRole('link', { name: 'RETURN TO HOME' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a 404 preloads the shop font and leads somewhere: a search and the main rooms @phone', async ({
    page,
    request,
  }) => {
    // With `display: optional` a font that is not preloaded misses its moment on a first visit, and
    // the page shows a fallback face: Next's own '/_not-found' answer carried no preload.
    for (const path of ['/no/such-page-42', '/product/99999999']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['link'] ?? '', path).toMatch(/\.woff2>; rel=preload; as="font"/);
    }
    await page.goto('/no/such-page-42');
    const shop = page.getByRole('navigation', { name: 'Browse the shop' });
    for (const name of ['New In', 'Men', 'Women', 'Brands', 'Outlet'])
      await expect(shop.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const search = page.getByRole('search', { name: 'Search products' });
    await search.getByRole('searchbox', { name: 'Search products' }).fill('jeans');
    await search.getByRole('button', { name: 'SEARCH' }).click();
    await expect(page).toHaveURL(/\/products\?search=jeans$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy']).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
      );
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['strict-transport-security']).toContain('max-age=');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-powered-by']).toBeUndefined();
    }
    const a = (await request.get('/')).headers()['content-security-policy'];
    const b = (await request.get('/')).headers()['content-security-policy'];
    expect(a).not.toBe(b); // a fresh nonce per request
  });

  test('splash shows once per visit and the header gains a shadow after scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeAttached();
    await expect(page.locator('html')).not.toHaveClass(/splash-seen/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/splash-seen/);
    const header = page.locator('#site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', '');
  });

  for (const path of [
    '/',
    '/outlet',
    '/collections/bestsellers',
    '/collections/new-arrivals',
    '/men',
    '/cart',
    '/product/5001',
  ]) {
    test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('@phone-only the mobile menu slides in with the same structure', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'OUTLET' })).toBeVisible();
    // Beside the catalogue, what the desktop header's icons and the footer offer.
    for (const [name, href] of [
      ['Account', '/account'],
      ['Wishlist', '/wishlist'],
      ['Stores', '/stores'],
      ['Help', '/faqs'],
    ])
      await expect(dialog.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    // The panel covers the phone's whole width: no sliver of the page beside it.
    await expect(dialog.getByRole('navigation', { name: 'Mobile' })).toHaveJSProperty(
      'offsetWidth',
      page.viewportSize()!.width,
    );
    await dialog.getByRole('button', { name: /^MEN/ }).click();
    expect(await dialog.locator('a[href^="/men/category/"]').count()).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog.getByRole('link', { name: 'OUTLET' })).toBeHidden();
  });
});
