import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { clearRateLimits } from './global-setup';
import {
  axeViolations,
  cardIds,
  expectHydrated,
  focusProblem,
  openReady,
  productOptions,
  type OptionsJson,
} from './helpers';
import { RETURNABLE_DEMO_ORDER } from './sandbox-fixtures';

// Issue 14: axe (WCAG 2.2 A/AA) on every route of the spec's route table, signed out and signed
// in, at desktop and phone widths, plus the open states (search, menus, bag, size guide,
// dialogs); and a keyboard-only walk from home to the order confirmation. One page load and one
// axe pass per route keep the run short; the splash is marked seen up front so no route waits
// for it.

// Reduced motion shows the scroll-revealed blocks at once (animate-on-scroll.css), so axe checks
// every block in its final colours, not blocks still hidden or caught half faded in.
// A device pixel ratio of 1 keeps the phone project's layout (390 px wide, touch) but halves the
// time its pages take to paint and axe to read.
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  clearRateLimits();
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
});

interface Menus {
  men: { categories: { id: number; subcategories: { id: number; link: string }[] }[] }[];
  women: { categories: { id: number }[] }[];
  brands: { id: number }[];
}

interface Routes {
  /** The route table with real ids from the sandbox catalogue, grouped by the page template. */
  byTemplate: string[][];
  product: string;
}

async function routeTable(page: Page): Promise<Routes> {
  const menus = (await (await page.request.get('/api/navigation')).json()) as Menus;
  const category = menus.men.flatMap((g) => g.categories).find((c) => c.subcategories.length > 0)!;
  const womenCategory = menus.women.flatMap((g) => g.categories)[0];
  await openReady(page, '/collections/bestsellers');
  const [id] = await cardIds(page);
  const { href } = await productOptions(page.request, id);
  const byTemplate = [
    ['/'],
    ['/men', '/women'],
    [`/men/category/${category.id}`, `/women/category/${womenCategory.id}`],
    [
      category.subcategories[0].link,
      '/products',
      '/products?search=shirt',
      `/brands/${menus.brands[0].id}`,
      '/outlet',
      '/collections/bestsellers',
      '/collections/new-arrivals',
    ],
    ['/brands'],
    [href, `/product/${id}`],
    ['/cart'],
    ['/wishlist'],
    ['/checkout'],
    ['/order-confirmation'],
    ['/login'],
    ['/reset-password'],
    ['/newsletter/confirm?token=not-a-real-token', '/newsletter/unsubscribe?token=1.not-a-real-token'],
    ['/about-us', '/sustainability', '/privacy-policy', '/terms-conditions', '/shipping', '/accessibility'],
    ['/stores'],
    ['/faqs'],
    ['/contact'],
    ['/order-status', '/withdraw'],
    ['/generate-images'],
    ['/no/such-page-42'],
    ['/product/99999999'],
  ];
  return { byTemplate, product: href };
}

/** Loads each path once and runs axe once; every path's violations, empty ones left out. */
async function auditRoutes(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expectHydrated(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

async function signInAsDemo(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    headers: { Origin: baseURL },
    data: { email: 'demo@example.com', password: 'demo1234' },
  });
  expect(res.status()).toBe(200);
}

/** Puts one item in the browser's bag through the product page, so bag and checkout have lines. */
async function addToBag(page: Page, product: OptionsJson) {
  await openReady(page, product.href);
  const sizes = page.getByRole('group', { name: 'Size' });
  if ((await sizes.getByRole('radio').count()) > 0)
    await sizes.locator('label:has(input:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'ADD TO BAG' }).first().click();
  await expect(page.getByRole('button', { name: /^Cart, \d+ item/ })).toBeVisible();
  // An add opens the cart drawer (a modal dialog): checked with axe, then closed with Escape.
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** A bestseller with sizes and stock in its first colour: the product the states and the walk use. */
async function walkProduct(page: Page): Promise<OptionsJson> {
  await openReady(page, '/collections/bestsellers');
  for (const id of await cardIds(page)) {
    const options = await productOptions(page.request, id);
    const stock = options.stock?.[options.colours[0]?.name ?? ''];
    if (options.sizes.length > 0 && (!stock || Object.values(stock).some((n) => n > 0))) return options;
  }
  throw new Error('no bestseller with sizes in stock');
}

// Desktop audits every route; the phone width, one route of each template (the routes that share
// one differ only in data, and the time per route is the spec's main cost).
test.describe('axe on every route', () => {
  test('@phone signed out, with an empty bag', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const { byTemplate } = await routeTable(page);
    const paths = testInfo.project.name === 'phone' ? byTemplate.map((t) => t[0]) : byTemplate.flat();
    expect(await auditRoutes(page, [...paths, '/account'])).toEqual({});
  });

  // Signed in, only the pages that change: the header (on home), the product's heart, the bag,
  // the wishlist, checkout's saved details, login and every account tab.
  test('@phone signed in, with a bag, favourites and orders', async ({ page }) => {
    test.setTimeout(120_000);
    const { product } = await routeTable(page);
    await signInAsDemo(page);
    const [id] = await cardIds(page);
    await addToBag(page, await productOptions(page.request, id));
    expect(
      await auditRoutes(page, [
        '/',
        product,
        '/cart',
        '/wishlist',
        '/checkout',
        '/login',
        '/account',
        '/account?tab=orders',
        `/account?tab=orders&order=${RETURNABLE_DEMO_ORDER.record}`,
        '/account?tab=wishlist',
        '/account?tab=manage',
      ]),
    ).toEqual({});
  });
});

test.describe('axe on open states', () => {
  test('@phone the search overlay with results, and with none', async ({ page }) => {
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search for products' });
    await expect(input).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('shirt');
    await expect(page.getByRole('option').first()).toBeVisible();
    await input.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('zzqqxx');
    await expect(page.getByText('No products found for "zzqqxx"')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // One product page with a line in the bag: its size guide, the bag and account menus, the gallery.
  test('@phone a product page with the size guide, the header menus and the gallery modal', async ({
    page,
  }) => {
    await addToBag(page, await walkProduct(page));
    await page.locator('summary', { hasText: 'Size & Fit' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Cart, \d+ item/ }).click();
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Enlarge image 1 / })
      .first()
      .click();
    await expect(page.getByTestId('gallery-modal')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('@phone-only the mobile menu with a gender open', async ({ page }) => {
    await openReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^MEN/ }).click();
    await expect(dialog.locator('a[href^="/men/category/"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a mega menu open, and the quick-add dialog', async ({ page }) => {
    await openReady(page, '/collections/new-arrivals');
    // By keyboard: a click would first open the menu by hover, then toggle it shut.
    await page.getByRole('button', { name: 'MEN menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mega-men-panel a').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const card = page.getByTestId('product-card').first();
    await card.hover();
    await card.getByRole('link', { name: /^Quick add / }).click();
    await expect(page.getByTestId('quick-add-dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// ---- The keyboard-only walk ----

/**
 * Presses `key` (Tab or Shift+Tab) until one of `target`'s elements has focus, checking that every
 * stop on the way shows a focus indicator.
 */
async function pressUntil(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, max = 80) {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press(key);
    // Polled: focus can land while a scroller or the page is still scrolling to the element.
    await expect
      .poll(() => focusProblem(page), {
        message: `focus after ${key} #${n} on the way to ${String(target)}`,
        timeout: 2000,
      })
      .toBe('');
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
  }
  throw new Error(`${key} never reached ${String(target)} in ${max} presses`);
}

test('@phone a keyboard-only shopper goes from home to the order confirmation', async ({ page }) => {
  test.setTimeout(150_000);
  const product = await walkProduct(page);
  const email = `keyboard-${Date.now()}@example.com`;
  await openReady(page, '/');
  const kb = page.keyboard;

  // The first Tab reaches the skip link.
  await kb.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  expect(await focusProblem(page)).toBe('');

  // Search: the overlay traps focus in its input, Escape returns it to the search button.
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await pressUntil(page, 'Tab', searchButton);
  await kb.press('Enter');
  const input = page.getByRole('combobox', { name: 'Search for products' });
  await expect(input).toBeFocused();
  expect(await focusProblem(page)).toBe('');
  for (let i = 0; i < 4; i++) await kb.press('Tab');
  expect(await page.getByRole('dialog').evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await kb.press('Escape');
  await expect(searchButton).toBeFocused();
  await kb.press('Enter');
  await expect(input).toBeFocused();
  await kb.type(product.name);
  const option = page.getByRole('option').filter({ hasText: product.name }).first();
  await expect(option).toBeVisible();
  for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await kb.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await kb.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectHydrated(page);

  // A size (the first one in stock: Tab lands on it in the group), then ADD TO BAG.
  await pressUntil(page, 'Tab', page.locator('input[type=radio][name=size]'));
  await kb.press('Space');
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  );
  const addButtons = page.getByRole('button', { name: 'ADD TO BAG' });
  await pressUntil(page, 'Tab', addButtons);
  await kb.press('Enter');
  await expect(page.getByTestId('toast')).toContainText(`Added to cart: ${product.name}`);

  // The cart drawer opens with focus inside it; Escape closes it and gives focus back.
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((d) => d.contains(document.activeElement)), { timeout: 2000 })
    .toBe(true);
  await kb.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect
    .poll(() => addButtons.evaluateAll((els) => els.some((el) => el === document.activeElement)))
    .toBe(true);

  // The bag in the header: Enter opens it, Escape closes it and focus returns to its button.
  const bagButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await pressUntil(page, 'Shift+Tab', bagButton);
  await kb.press('Enter');
  const checkoutLink = page.getByRole('link', { name: 'Checkout' });
  await expect(checkoutLink).toBeVisible();
  await kb.press('Escape');
  await expect(checkoutLink).toBeHidden();
  await expect(bagButton).toBeFocused();
  await kb.press('Enter');
  await pressUntil(page, 'Tab', checkoutLink);
  await kb.press('Enter');

  // The guest form, field by field.
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  const details: [string, string][] = [
    ['email', email],
    ['phone', '+357 99 123456'],
    ['firstName', 'Niki'],
    ['lastName', 'Charalambous'],
    ['address', '12 Makariou Avenue'],
    ['city', 'Nicosia'],
    ['zipCode', '1065'],
  ];
  for (const [name, value] of details) {
    await pressUntil(page, 'Tab', page.locator(`[name="${name}"]`));
    await kb.type(value);
  }
  await pressUntil(page, 'Tab', page.getByRole('button', { name: /^Pay €/ }));
  await kb.press('Enter');

  // The gateway's hosted page, by keyboard too.
  await expect(page).toHaveURL(/\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  const card: [string, string][] = [
    ['cardName', 'NIKI CHARALAMBOUS'],
    ['cardNumber', '5000001111111115'],
    ['expiry', '12/30'],
    ['cvc', '123'],
  ];
  for (const [name, value] of card) {
    await pressUntil(page, 'Tab', page.locator(`[name="${name}"]`), 10);
    await kb.type(value);
  }
  await kb.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay €/ })).toBeFocused();
  await kb.press('Enter');

  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expectHydrated(page);
  expect(await axeViolations(page)).toEqual([]);
});
