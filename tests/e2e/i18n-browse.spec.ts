import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openReady } from './helpers';

// Browsing the catalogue in Greek (issue 31): listings, their filters, sort and pages, the outlet,
// brands, the search overlay and the search results page, at 390 and 1280 px.

const SHOTS = 'test-results/i18n-browse';

async function checkPage(page: Page, name: string, project: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.waitForTimeout(300);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: false });
}

test.describe('browsing in Greek', () => {
  // The splash is marked seen, so the screenshots show the pages.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  });

  test('the product list: Greek title, filters, sort and pages, staying under /el @phone', async ({
    page,
  }, info) => {
    await openReady(page, '/el/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Όλα τα προϊόντα' })).toBeVisible();
    await expect(page.getByRole('status').first()).toContainText(/Βρέθηκαν \d+ προϊόντα/);
    await expect(page.getByText('ΜΕΓΕΘΟΣ', { exact: true }).first()).toBeAttached();
    await expect(page.getByText('ΧΡΩΜΑ', { exact: true }).first()).toBeAttached();
    await expect(page.getByLabel('Ταξινόμηση', { exact: true })).toBeVisible();
    await checkPage(page, 'products', info.project.name);

    // Sort: the Greek option, and the page stays Greek.
    await page.getByLabel('Ταξινόμηση', { exact: true }).selectOption({ label: 'Τιμή: από χαμηλή σε υψηλή' });
    await expect(page).toHaveURL(/\/el\/products\?.*sort=price-asc/);

    // Page 2.
    await page
      .getByRole('navigation', { name: 'Σελιδοποίηση' })
      .getByRole('link', { name: 'Σελίδα 2' })
      .click();
    await expect(page).toHaveURL(/\/el\/products\?.*page=2/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });

  test('filters by size and colour with Greek names, the address under /el', async ({ page }, info) => {
    await openReady(page, '/el/products');
    await page
      .getByRole('checkbox', { name: /^M \(\d+\)$/ })
      .first()
      .check();
    await expect(page).toHaveURL(/\/el\/products\?.*size=M/);
    await page
      .getByRole('checkbox', { name: /^Μαύρο \(\d+\)$/ })
      .first()
      .check();
    await expect(page).toHaveURL(/\/el\/products\?.*color=/);
    await expect(page.getByRole('list', { name: 'Ενεργά φίλτρα' })).toContainText('Μαύρο');
    await checkPage(page, 'products-filtered', info.project.name);
  });

  test('the men, brands and outlet pages and a category listing @phone', async ({ page }, info) => {
    await openReady(page, '/el/outlet');
    await expect(page.getByRole('heading', { level: 1, name: 'OUTLET' })).toBeVisible();
    await expect(
      page
        .getByRole('searchbox', { name: 'Αναζήτηση στο outlet' })
        .or(page.getByLabel('Αναζήτηση στο outlet'))
        .first(),
    ).toBeAttached();
    await checkPage(page, 'outlet', info.project.name);

    await openReady(page, '/el/men');
    await checkPage(page, 'men', info.project.name);
    const category = page
      .locator('main a[href^="/el/"][href*="/category/"], main a[href^="/el/products?type="]')
      .first();
    const href = await category.getAttribute('href');
    expect(href).toMatch(/^\/el\//);
    await openReady(page, href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/ΑΝΔΡΙΚΑ/);
    await checkPage(page, 'category', info.project.name);

    await openReady(page, '/el/brands');
    await checkPage(page, 'brands', info.project.name);
  });

  test('the search overlay and the results page speak Greek; Greek and Latin queries find jeans @phone', async ({
    page,
  }, info) => {
    await openReady(page, '/el');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Αναζητήστε προϊόντα...');
    await expect(page.getByRole('heading', { name: 'ΠΡΟΤΕΙΝΟΜΕΝΕΣ ΑΝΑΖΗΤΗΣΕΙΣ' })).toBeVisible();
    await box.fill('τζιν');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ΠΡΟΤΕΙΝΟΜΕΝΑ ΠΡΟΪΟΝΤΑ' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/overlay-${info.project.name}.png` });
    await box.fill('jeans');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/el\/products\?search=jeans/);

    await openReady(page, '/el/products?search=%CF%84%CE%B6%CE%B9%CE%BD');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Αποτελέσματα αναζήτησης για «τζιν»' }),
    ).toBeVisible();
    await expect(page.getByRole('status').first()).toContainText(/αποτελέσμα/);
    await checkPage(page, 'search-results', info.project.name);
  });
});
