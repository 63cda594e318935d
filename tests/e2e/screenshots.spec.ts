import { expect, test } from '@playwright/test';

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
