import { expect, test } from '@playwright/test';
import { expectHydrated } from './helpers';

// Pages as a shopper sees them, at phone and desktop widths, for a person to look at
// (test-results/e2e/screenshots/). The assertions only make sure the page is real.
const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/no-such-page' },
];

for (const { name, path } of pages) {
  test(`@phone screenshot of ${name}`, async ({ page }, info) => {
    await page.goto(path);
    await page.waitForTimeout(1600); // after the splash
    await expect(page.locator('main')).toBeVisible();
    await page.screenshot({
      path: `test-results/e2e/screenshots/${name}-${info.project.name}.png`,
      fullPage: true,
    });
  });
}

test('screenshot of the open MEN mega menu', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(1600);
  await page.getByTestId('mega-men').hover();
  await expect(page.getByTestId('mega-men').locator('[data-mega-panel]')).toBeVisible();
  await page.waitForTimeout(300); // past the fade-in
  await page.screenshot({ path: 'test-results/e2e/screenshots/mega-men-desktop.png' });
});

// Issue 14's shopper views at 390 px and 1440 px: a listing with its filters closed and open, a
// product page scrolled (the sticky ADD TO BAG on phones), the cart drawer and /men.
test.describe('shop views', () => {
  test.beforeEach(async ({ page }, info) => {
    if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  });
  const shot = (name: string, project: string, fullPage = false) => ({
    path: `test-results/e2e/screenshots/${name}-${project}.png`,
    fullPage,
  });

  test('@phone screenshot of a listing, filters closed and open', async ({ page }, info) => {
    await page.goto('/outlet?size=M');
    await expectHydrated(page);
    await page.waitForTimeout(1600);
    await page.screenshot(shot('listing', info.project.name));
    const summary = page.locator('summary', { hasText: 'Filters' });
    if (await summary.isVisible()) await summary.click();
    await page.waitForTimeout(300);
    await page.screenshot(shot('listing-filters-open', info.project.name));
  });

  test('@phone screenshot of a product page scrolled, and the cart drawer', async ({ page }, info) => {
    await page.goto('/product/5001');
    await expectHydrated(page);
    await page.waitForTimeout(1600);
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(400);
    await page.screenshot(shot('product-scrolled', info.project.name));
    const sizes = page.getByRole('group', { name: 'Size' });
    if ((await sizes.getByRole('radio').count()) > 0)
      await sizes.locator('label:has(input:not([disabled]))').first().click();
    await page.getByRole('button', { name: 'ADD TO BAG' }).first().click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot(shot('cart-drawer', info.project.name));
  });

  test("@phone screenshot of the men's listing with its filters open, and a boys' listing", async ({
    page,
  }, info) => {
    await page.goto('/products?gender=men');
    await expectHydrated(page);
    await page.waitForTimeout(1600);
    await page.screenshot(shot('men-listing', info.project.name));
    const summary = page.locator('summary', { hasText: 'Filters' });
    if (await summary.isVisible()) {
      await summary.click();
      await page.waitForTimeout(300);
      await page.screenshot(shot('men-listing-filters-open', info.project.name));
    }
    const href = await page.locator('a', { hasText: "Boys' T-Shirts & Polos" }).first().getAttribute('href');
    await page.goto(`/products?type=${/(\d+)$/.exec(href!)![1]}&gender=men`);
    await page.waitForTimeout(1600);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("BOYS' T-SHIRTS & POLOS");
    await page.screenshot(shot('kids-listing', info.project.name));
  });

  test('@phone screenshot of /men', async ({ page }, info) => {
    await page.goto('/men');
    await page.waitForTimeout(1600);
    await expect(page.locator('main')).toBeVisible();
    await page.screenshot(shot('men', info.project.name, true));
  });
});
