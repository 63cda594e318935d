import { expect, test, type Page } from '@playwright/test';
import { cardIds, openReady, productOptions, type OptionsJson } from './helpers';

// Shopping on a phone (issue 14): the filter sheet, the product page's sticky ADD TO BAG, the
// size row's mark, the cart drawer and quick add from a card. Phone project only.

const itemsFound = async (page: Page) =>
  Number((await page.getByText(/^\d+ items found$/).textContent())!.split(' ')[0]);

test.describe('@phone-only filters sheet', () => {
  test("opens over the grid, counts the choice in 'Show N results', applies it with chips, clears all", async ({
    page,
  }) => {
    await openReady(page, '/outlet');
    const all = await itemsFound(page);
    const button = page.locator('summary', { hasText: 'Filters' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // A sheet over the grid, not a panel pushing it down: the first card stays where it was.
    const box = (await sheet.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(800);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toHaveText(`Show ${all} results`);
    // Only choices that give something are offered: no option at (0) until one is applied.
    await expect(sheet.getByRole('checkbox').first()).toBeAttached();
    await expect(sheet.getByRole('checkbox', { name: /\(0\)$/ })).toHaveCount(0);

    const size = sheet.getByRole('group', { name: 'SIZE' }).getByRole('checkbox', { name: /^M \(\d+\)$/ });
    const expected = Number((await size.locator('..').textContent())!.match(/\((\d+)\)/)![1]);
    // Tapped as a shopper does, on its label, scrolled clear of the sticky 'Show N results'.
    await size.locator('..').click();
    await expect(size).toBeChecked();
    // Ticking does not navigate; the server counts the choice.
    await expect(show).toHaveText(`Show ${expected} ${expected === 1 ? 'result' : 'results'}`);
    await expect(page).toHaveURL(/\/outlet$/);
    await expect(show).toBeInViewport();

    await show.click();
    await expect(page).toHaveURL(/\/outlet\?size=M$/);
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => itemsFound(page)).toBe(expected);
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter M' })).toBeVisible();
    await expect(button).toContainText('Filters (1)');

    // Escape closes it, undoes what was not applied and gives focus back to the button.
    await button.click();
    const price = sheet.getByRole('group', { name: 'PRICE' }).getByRole('checkbox').first();
    await price.check({ force: true });
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await expect(price).not.toBeChecked();

    await sheet.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/outlet$/);
    await expect.poll(() => itemsFound(page)).toBe(all);
    await expect(chips).toHaveCount(0);
  });

  test('a chip removes its filter', async ({ page }) => {
    await openReady(page, '/collections/new-arrivals?size=M&size=L');
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('link')).toHaveCount(2);
    await chips.getByRole('link', { name: 'Remove filter M' }).click();
    await expect(page).toHaveURL(/\/collections\/new-arrivals\?size=L$/);
    await expect(chips.getByRole('link')).toHaveCount(1);
  });
});

/** A product page whose product has several sizes, at least one in stock in its first colour. */
async function productWithSizes(page: Page, request: Parameters<typeof productOptions>[0]) {
  await openReady(page, '/products?sort=latest');
  for (const id of await cardIds(page)) {
    const options = await productOptions(request, id);
    const first = options.colours[0];
    if (options.sizes.length > 1 && first && inStockSize(options)) return options;
  }
  throw new Error('no listed product with several sizes in stock');
}

const inStockSize = (options: OptionsJson) =>
  options.sizes.find((s) => !options.stock || (options.stock[options.colours[0].name]?.[s] ?? 0) > 0);

test.describe('@phone-only product page', () => {
  test('a sticky ADD TO BAG once the button scrolls away; a missing size marks the row; an add opens the cart drawer', async ({
    page,
    request,
  }) => {
    const options = await productWithSizes(page, request);
    await openReady(page, options.href);
    const sticky = page.getByTestId('sticky-add');
    await expect(sticky).toHaveCount(0);
    // Past the main button: the bar sticks to the bottom.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toBottom();
    await expect(sticky).toBeVisible();
    await expect(sticky).toBeInViewport();
    // At the very end the bar covers none of the footer: its last line sits above the bar.
    await toBottom();
    const footerEnd = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
    const barTop = (await sticky.boundingBox())!.y;
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);

    await sticky.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(page.getByTestId('toast')).toHaveText('Please select a size');
    const row = page.getByRole('group', { name: 'Size' });
    await expect(row).toHaveAttribute('data-invalid', 'true');
    await expect(row).toBeInViewport();
    await expect(row.getByText('Please select a size')).toBeVisible();

    // The radio is visually hidden: tap its label, found by the exact value (sizes like '0' or '2-3').
    await row.locator(`label:has(input[value="${inStockSize(options)}"])`).click();
    await expect(row).not.toHaveAttribute('data-invalid');
    await toBottom();
    await expect(sticky).toBeVisible();
    await sticky.getByRole('button', { name: 'ADD TO BAG' }).click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: options.name })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
    // A bottom drawer on a phone.
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });
});

test.describe('@phone-only quick add', () => {
  test('each card has a small quick-add button; the dialog never picks a size for the shopper', async ({
    page,
    request,
  }) => {
    await openReady(page, '/products?sort=latest');
    let index = -1;
    let options: OptionsJson | null = null;
    for (const [i, id] of (await cardIds(page)).entries()) {
      const o = await productOptions(request, id);
      if (o.sizes.length > 1 && o.colours.length > 0 && inStockSize(o)) {
        index = i;
        options = o;
        break;
      }
    }
    expect(options, 'a listed product with several sizes').not.toBeNull();
    const card = page.getByTestId('product-card').nth(index);
    const quick = card.getByRole('link', { name: `Quick add ${options!.name}` });
    await expect(quick).toBeVisible();
    const box = (await quick.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(40);
    expect(box.width).toBeLessThan(60);
    await quick.tap();
    const dialog = page.getByTestId('quick-add-dialog');
    await expect(dialog.getByRole('heading', { name: options!.name })).toBeVisible();
    await expect(
      dialog.getByRole('group', { name: 'Size' }).getByRole('radio', { checked: true }),
    ).toHaveCount(0);
    await dialog.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Size RequiredPlease select a size before adding to cart.',
    );
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    const size = inStockSize(options!)!;
    await dialog.getByRole('radio', { name: new RegExp(`^${size}`) }).check({ force: true });
    await dialog.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveText(`Added to cart: ${options!.name}`);
    const [line] = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
    expect(line).toMatchObject({ id: options!.id, size, quantity: 1 });
  });
});
