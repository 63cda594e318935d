import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openReady } from './helpers';

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search for products' });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
}

test.describe('search overlay', () => {
  test('Ctrl+K opens it with the suggestions; Escape closes and focus returns to the trigger @phone', async ({
    page,
  }) => {
    await openReady(page, '/');
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    await trigger.focus();
    await openWithShortcut(page);
    await expect(combobox(page)).toHaveAttribute('placeholder', 'Search for products...');
    for (const label of [
      'T-Shirts',
      'Dresses',
      'Denim Trousers',
      'Jackets',
      'Shirts',
      'Sweaters',
      'Jeans',
      'Accessories',
    ]) {
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ["Men's Collection", "Women's Collection", 'Best Sellers', 'New Arrivals']) {
      await expect(page.getByRole('dialog').getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("typing 'dress' shows 'Searching...' then up to 8 dresses; arrows and Enter open the active one", async ({
    page,
  }) => {
    await openReady(page, '/');
    await openWithShortcut(page);
    await combobox(page).pressSequentially('dress');
    await expect(page.getByText('Searching...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PRODUCTS SUGGESTED' })).toBeVisible();
    const names = await options(page).locator('p.font-medium').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(8);
    for (const name of names) expect(name.toLowerCase()).toContain('dress');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/products?search=dress',
    );

    const results = await new AxeBuilder({ page })
      .include('[role=dialog]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1]);
  });

  test('a nonsense term shows the no-match texts; a click outside closes', async ({ page }) => {
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await combobox(page).fill('xqzvwk');
    await expect(page.getByText('No products found for "xqzvwk"', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Try different keywords or browse categories', { exact: true }),
    ).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(5, 790);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("Greek 'φόρεμα' finds dresses @phone", async ({ page }) => {
    await openReady(page, '/');
    await openWithShortcut(page);
    await combobox(page).fill('φόρεμα');
    await expect(options(page).first()).toBeVisible();
    const names = await options(page).locator('p.font-medium').allTextContents();
    for (const name of names) expect(name).toMatch(/Dress/);
  });

  test('View all products shows the same engine ranking on /products?search=', async ({ page }) => {
    await openReady(page, '/');
    await openWithShortcut(page);
    await combobox(page).fill('jacket');
    await expect(options(page).first()).toBeVisible();
    const overlayFirst = await options(page).first().locator('p.font-medium').textContent();
    await page.getByRole('link', { name: 'View all products' }).click();
    await expect(page).toHaveURL(/\/products\?search=jacket$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "jacket"');
    await expect(page.getByTestId('product-card').first().locator('h3')).toHaveText(overlayFirst!);
  });
});
