import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openReady } from './helpers';

// Issue 29, pages that lead somewhere: a category landing lists its products under pictured
// subcategory tiles; filters cover the page (a brand's shoes and bags) with grouped sizes; search
// finds a brand; /products is linked and its category pages are canonical at their landing.
// Phone and desktop; each page axe clean, and photographed to /tmp/hcat-shots for a look.

interface Menus {
  men: { categories: { id: number; name: string; subcategories: { id: number }[] }[] }[];
  brands: { id: number; name: string }[];
}

const menus = async (page: Page) => (await (await page.request.get('/api/navigation')).json()) as Menus;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/hcat-shots/${name}-${test.info().project.name}.png`, fullPage: true });

/** The number in 'N items found' or 'N search results'. */
const resultCount = async (page: Page) =>
  Number(
    (await page
      .getByText(/^\d+ (items found|search results)$/)
      .first()
      .textContent())!.split(' ')[0],
  );

/** What a filter group's options add up to: the (N) of every checkbox, folded ones too. */
const optionSum = (page: Page, group: string) =>
  page
    .locator(`input[name=${group}]`)
    .evaluateAll((inputs) =>
      inputs.reduce((n, i) => n + Number(/\((\d+)\)/.exec(i.parentElement!.textContent)![1]), 0),
    );

/** Opens the filters where they fold (phones); on desktop they are a sidebar. */
async function showFilters(page: Page) {
  const summary = page.locator('summary', { hasText: 'Filters' });
  if (test.info().project.name === 'phone') await summary.click();
}

test.describe('catalogue pages that lead somewhere', () => {
  test("a category landing shows pictured subcategory tiles and the category's products @phone", async ({
    page,
  }) => {
    const jeans = (await menus(page)).men.flatMap((g) => g.categories).find((c) => c.name === 'Jeans')!;
    await openReady(page, `/products?type=${jeans.id}&gender=men`);
    const listed = await resultCount(page);
    // The same list under the same title: canonical at the landing (decision 0073).
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/men/category/${jeans.id}$`),
    );

    await openReady(page, `/men/category/${jeans.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("MEN'S JEANS");
    const tiles = page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(1);
    for (const tile of await tiles.all()) {
      await expect(tile).toContainText('Shop Now');
      await expect(tile.locator('img')).toHaveAttribute('src', /.+/);
    }
    expect(await resultCount(page)).toBe(listed);
    expect(listed).toBeGreaterThan(8);
    await expect(page.getByTestId('product-card')).toHaveCount(8);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/men/category/${jeans.id}$`),
    );
    await shot(page, 'men-category-jeans');
    await expectNoAxeViolations(page);

    // Its filters work as on every listing: a waist size narrows the landing's own list.
    await showFilters(page);
    const waist = page.getByRole('checkbox', { name: /^32 \(\d+\)$/ });
    const expected = Number((await waist.locator('..').textContent())!.match(/\((\d+)\)/)![1]);
    await waist.locator('..').click();
    if (test.info().project.name === 'phone')
      await page.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/men/category/${jeans.id}\\?size=waist-32$`));
    expect(await resultCount(page)).toBe(expected);
  });

  test("a brand's filters cover all its items, sizes in labelled groups @phone", async ({ page }) => {
    const norte = (await menus(page)).brands.find((b) => b.name === 'Norte')!;
    await openReady(page, `/brands/${norte.id}`);
    const total = await resultCount(page);
    expect(await optionSum(page, 'category')).toBe(total);
    await showFilters(page);
    const category = page.getByRole('group', { name: 'CATEGORY' });
    await expect(category.getByRole('group', { name: 'More categories' })).toBeVisible();
    const size = page.getByRole('group', { name: 'SIZE', exact: true });
    const systems = await size
      .getByRole('group')
      .evaluateAll((groups) =>
        groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent),
      );
    expect(systems.length).toBeGreaterThan(1);
    expect(
      systems.every((name) => ['Clothing', 'Waist', 'Shoes (EU)', 'Belts (cm)', 'Kids'].includes(name)),
    ).toBe(true);
    await expect(size.getByRole('group', { name: 'Clothing' }).getByRole('checkbox').first()).toBeVisible();
    await shot(page, 'brand-filters');
    await expectNoAxeViolations(page);
  });

  test('search finds a brand by name, its count what the facets add up to @phone', async ({ page }) => {
    const norte = (await menus(page)).brands.find((b) => b.name === 'Norte')!;
    await openReady(page, `/brands/${norte.id}`);
    const brandItems = await resultCount(page);
    await openReady(page, '/products?search=norte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "norte"');
    expect(await resultCount(page)).toBe(brandItems);
    expect(await optionSum(page, 'category')).toBe(brandItems);
    await shot(page, 'search-norte');
    await expectNoAxeViolations(page);
  });

  test("/products is linked from every page: the footer's Shop All @phone", async ({ page }) => {
    await openReady(page, '/');
    const link = page.getByRole('navigation', { name: 'SHOP' }).getByRole('link', { name: 'Shop All' });
    await link.click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/products$/);
    await shot(page, 'products');
    await expectNoAxeViolations(page);
  });

  test('a waist size is ticked from the keyboard and reads as its group', async ({ page }) => {
    const jeans = (await menus(page)).men.flatMap((g) => g.categories).find((c) => c.name === 'Jeans')!;
    await openReady(page, `/men/category/${jeans.id}`);
    const box = page.getByRole('checkbox', { name: /^30 \(\d+\)$/ });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/size=waist-30/);
    await expect(page.getByRole('link', { name: 'Remove filter Waist 30' })).toBeVisible();
  });
});
