import { expect, test, type Page } from '@playwright/test';

// Links and dialogs as a shopper meets them: in-app links navigate without a full page load, a
// modified click is the browser's, and an open dialog holds the page behind it still.

/** A value on window survives a client-side navigation and is lost on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('links and dialogs', () => {
  test('a header link and a product card navigate on the client', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OUTLET' }).click();
    await expect(page).toHaveURL(/\/outlet$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    const card = page.getByTestId('product-card').first();
    const href = await card.locator('a.card-link').getAttribute('href');
    await card.locator('a.card-link').click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    expect(await sameDocument(page)).toBe(true);
  });

  test('a Ctrl+click opens a new tab and leaves the page where it is', async ({ page, context }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OUTLET' });
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/outlet');
    expect(new URL(page.url()).pathname).toBe('/');
    await tab.close();
  });

  test('@phone the open search dialog locks the page scroll; closing restores it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
