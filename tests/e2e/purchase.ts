import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { baseURL, e2eShopDataDir } from '../../playwright.config';
import { openReady } from './helpers';

// The steps of a guest's purchase, shared by the checkout journeys: `base` '' is the shop under
// test, or another shop's address (the one on the strict sandbox ERP).

/** The first bestseller, in its first size still sold, into the bag. */
export async function addABestseller(page: Page, base = '') {
  await page.goto(`${base}/collections/bestsellers`);
  const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
  await openReady(page, `${base}${href}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  if ((await sizes.getByRole('radio').count()) > 0)
    await sizes.locator('label:has(input:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
}

/** The checkout's address fields, each overridable by its label. */
export async function fillDetails(page: Page, email: string, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: email,
    Phone: '+357 99 123456',
    'First name': 'Niki',
    'Last name': 'Charalambous',
    Address: '12 Makariou Avenue',
    City: 'Nicosia',
    'Postal code': '1065',
    ...over,
  };
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** The sandbox gateway's hosted card page, paid with `card`. */
export async function payOnHostedPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  await page.locator('#cardName').fill('NIKI CHARALAMBOUS');
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A guest's order for `email`, paid on the sandbox gateway in English; its shown number. */
export async function placePaidOrder(page: Page, email: string): Promise<string> {
  await addABestseller(page);
  await openReady(page, '/checkout');
  await fillDetails(page, email);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  return /Order (RUCK-[0-9A-F]{12})\./.exec((await page.getByText(/^Order RUCK-/).textContent()) ?? '')![1];
}

/** A new customer, signed in through the API (the session cookie lands in the page's context). */
export async function registerCustomer(page: Page, email: string, password: string) {
  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: baseURL },
    data: { firstName: 'Eleni', lastName: 'Georgiou', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
}

/** The sandbox's demo customer, signed in through the login page. */
export async function signInAsDemo(page: Page) {
  await openReady(page, '/login');
  const form = page.locator('form[aria-label="Login"]');
  await form.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
  await form.locator('input[name="password"]').fill('demo1234');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
}

/** The orders the shop stored for `email`, read from its database. */
export function storedOrders(email: string): { state: string }[] {
  const db = new Database(join(e2eShopDataDir, 'shop.db'), { readonly: true });
  try {
    return db.prepare('SELECT state FROM orders WHERE email = ?').all(email) as { state: string }[];
  } finally {
    db.close();
  }
}
