import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openReady, productOptions } from './helpers';
import { registerCustomer } from './purchase';

// Issue 29: "You may also like" on the product page, the cart and the empty states (same category,
// in stock, not the product itself), and "Recently viewed" (kept in the browser). The rows the
// browser asks for load when the shopper scrolls near, so each test scrolls to the page's end.

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Scrolls to the end of the page, where the rows load. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The product ids the cards of `row` link to. */
async function linkedIds(row: Locator): Promise<number[]> {
  const hrefs = await row
    .locator('a.card-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.map((href) => Number(/(\d+)$/.exec(href)![1]));
}

async function expectInStock(request: APIRequestContext, ids: number[]) {
  for (const id of ids) {
    const { stock } = await productOptions(request, id);
    expect(
      Object.values(stock ?? {}).some((sizes) => Object.values(sizes).some((n) => n > 0)),
      `${id} in stock`,
    ).toBe(true);
  }
}

/** The product's page with a size chosen and ADD TO BAG pressed; the drawer closed again. */
async function addToBag(page: Page, id: number) {
  await openReady(page, `/product/${id}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  if ((await sizes.getByRole('radio').count()) > 0)
    await sizes.locator('label:has(input:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'ADD TO BAG' }).first().click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

test('@phone "Recently viewed": a product opened before shows under the next, never the one on the page', async ({
  page,
}) => {
  await openReady(page, '/product/5001');
  await openReady(page, '/product/5040');
  await scrollToEnd(page);
  const row = region(page, 'Recently viewed');
  await expect(row.getByTestId('product-card')).toHaveCount(1);
  expect(await linkedIds(row)).toEqual([5001]);
  // Below "You may also like".
  const alsoLike = await region(page, 'You may also like').boundingBox();
  expect((await row.boundingBox())!.y).toBeGreaterThan(alsoLike!.y);
  // Kept in this browser only: most recent first.
  expect(await page.evaluate(() => localStorage.getItem('recently-viewed'))).toBe('[5040,5001]');
  // Audited at the top, as the a11y spec audits product pages: scrolled to the end, a phone's
  // sticky ADD TO BAG bar lies over the footer's last links, which axe's target-size check counts.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  await openReady(page, '/product/5001');
  await scrollToEnd(page);
  await expect(row.getByTestId('product-card')).toHaveCount(1);
  expect(await linkedIds(row)).toEqual([5040]);
  expect(await page.evaluate(() => localStorage.getItem('recently-viewed'))).toBe('[5001,5040]');
});

test('@phone the cart suggests items of its lines’ categories, in stock, none of its own, and what was viewed but is not in it', async ({
  page,
  request,
}) => {
  await openReady(page, '/product/5001');
  await openReady(page, '/product/5040');
  await scrollToEnd(page);
  const productRow = region(page, 'You may also like');
  await expect(productRow.getByTestId('product-card').first()).toBeVisible();
  // One line: the same rule as the product page's row (the same category, in stock, not itself).
  const expected = await linkedIds(productRow);
  await addToBag(page, 5040);

  await openReady(page, '/cart');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await scrollToEnd(page);
  const row = region(page, 'You may also like');
  await expect(row.getByTestId('product-card').first()).toBeVisible();
  const suggested = await linkedIds(row);
  expect(suggested).toEqual(expected);
  expect(suggested).not.toContain(5040);
  await expectInStock(request, suggested);
  // 5040 was viewed last, but it is in the cart.
  const viewed = region(page, 'Recently viewed');
  await expect(viewed.getByTestId('product-card')).toHaveCount(1);
  expect(await linkedIds(viewed)).toEqual([5001]);
  await expectNoAxeViolations(page);
});

for (const [what, path, message] of [
  ['the empty cart', '/cart', 'Your cart is empty'],
  ['a search with no results', '/products?search=zzqqxx', 'No products found'],
  ['a missing page', '/no-such-page', 'Oops!'],
] as const)
  test(`@phone ${what} suggests bestsellers in stock`, async ({ page, request }) => {
    await openReady(page, path);
    await expect(page.getByText(message, { exact: false }).first()).toBeVisible();
    const row = region(page, 'You may also like');
    const cards = row.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await expectInStock(request, await linkedIds(row));
    await expectNoAxeViolations(page);
  });

test('@phone an empty wishlist suggests bestsellers in stock', async ({ page, request }, info) => {
  await registerCustomer(page, `empty-wishlist-${info.project.name}-${Date.now()}@example.com`, 'wish-pass1');
  await openReady(page, '/wishlist');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  const row = region(page, 'You may also like');
  await expect(row.getByTestId('product-card').first()).toBeVisible();
  await expectInStock(request, await linkedIds(row));
  await expectNoAxeViolations(page);
});

test('@phone the suggestion routes refuse anything but a few product ids, with a clear message', async ({
  request,
}) => {
  for (const route of ['/api/also-like', '/api/recently-viewed']) {
    const bad = await request.get(`${route}?ids=5001,abc`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid', message: 'Product ids are whole numbers above 0, separated by commas' },
    });
    const unknown = await request.get(`${route}?ids=999999`);
    expect(unknown.status()).toBe(200);
    expect(await unknown.json()).toEqual({ products: [] });
  }
});
