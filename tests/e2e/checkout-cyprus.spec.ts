import { expect, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../../playwright.config';
import { CYPRUS_ONLY } from '../../lib/policy';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage, storedOrders } from './purchase';

// Buying in Cyprus (issue 29): the country is a list with Cyprus first and no State / province; a
// store pickup asks for no address and shows the store's hours and when it is ready; the courier
// goes to Cyprus only, said before payment and on /shipping, and refused by the server; on phones
// the order summary folds above Pay. Screenshots go to test-results/e2e/screenshots/.

test.beforeEach(() => clearRateLimits());

/** A full-page screenshot from the top, where the sticky header belongs. */
async function shot(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `test-results/e2e/screenshots/checkout-${name}-${project}.png`,
    fullPage: true,
  });
}

const pay = (page: Page) => page.getByRole('button', { name: /^Pay €/ });

test('@phone the country is a list, Cyprus first; a store pickup needs no address and shows its hours', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `pickup-guest-${testInfo.project.name}-${Date.now()}@example.com`;
  await addABestseller(page);
  await openReady(page, '/checkout');
  const country = page.getByRole('combobox', { name: /^Country/ });
  await expect(country).toHaveValue('Cyprus');
  expect((await country.locator('option').allTextContents())[0]).toBe('Cyprus');
  await expect(country.locator('option', { hasText: 'Greece' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: /State|province/i })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Postal code', exact: true })).toBeVisible();
  await shot(page, 'delivery', testInfo.project.name);

  await page.getByRole('radio', { name: /^Pick up in store/ }).check();
  for (const name of ['Address', 'City', 'Postal code'])
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveCount(0);
  await expect(country).toHaveCount(0);
  const store = page.getByRole('combobox', { name: 'Store' });
  await store.selectOption({ index: 1 });
  await expect(store).toHaveAccessibleDescription(
    /^In-store pickup is free, ready in 1-2 working days\.\s?Opening hours: Mon-Sat 10:30-20:00, Sun 11:00-20:00$/,
  );
  // In the delivery choice itself: the pre-contract information below the form repeats the terms.
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await expect(delivery.getByText('In-store pickup is free, ready in 1-2 working days.')).toBeVisible();
  await expect(delivery.getByText('Mon-Sat 10:30-20:00, Sun 11:00-20:00')).toBeVisible();
  for (const [name, value] of [
    ['Email', email],
    ['Phone', '+357 99 123456'],
    ['First name', 'Niki'],
    ['Last name', 'Charalambous'],
  ])
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  await expectNoAxeViolations(page);
  await shot(page, 'pickup', testInfo.project.name);

  // The server takes it without an address, and the ERP gets none.
  await pay(page).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const view = `${sandboxURL}/$TableGetView?system=pos&file=trans&driving=orderid&from=${orderId}&to=${orderId}`;
  const booked = (await (await fetch(view)).json()) as Record<string, unknown>[];
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({
    delivery: expect.stringContaining('DAKA'),
    add1: '',
    city: '',
    state: '',
  });
});

test('@phone a courier abroad: "we deliver to Cyprus only" before payment and on /shipping, refused by the server', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `abroad-${testInfo.project.name}-${Date.now()}@example.com`;
  await addABestseller(page);
  await openReady(page, '/checkout');
  await fillDetails(page, email, { Address: '1 Ermou Street', City: 'Athens', 'Postal code': '10563' });
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('Greece');

  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(CYPRUS_ONLY);
  await expect(page.getByRole('radio', { name: /^Courier/ }).locator('xpath=..')).toContainText(
    'Cyprus only',
  );
  await expect(pay(page)).toBeDisabled();
  await expect(pay(page)).toHaveAccessibleDescription(
    `${CYPRUS_ONLY} Choose a delivery address in Cyprus, or pick up your order in one of our stores.`,
  );
  const toggle = page.getByRole('button', { name: /^Show order summary · €/ });
  if (testInfo.project.name === 'phone') await toggle.click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(
    summary.getByText('Delivery', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('Cyprus only');
  await expectNoAxeViolations(page);
  await shot(page, 'abroad', testInfo.project.name);

  // Store pickup stays open to them.
  await page.getByRole('radio', { name: /^Pick up in store/ }).check();
  await expect(pay(page)).toBeEnabled();

  // Posted past the page, as an attacker would: a clear message on the country, nothing kept.
  const lines = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[]).map(
      ({ id, size, color, quantity }) => ({ id, size, color, quantity }),
    ),
  );
  const res = await page.request.post('/api/checkout', {
    headers: { Origin: baseURL },
    data: {
      idempotencyKey: crypto.randomUUID(),
      lines,
      details: {
        email,
        phone: '+30 210 1234567',
        firstName: 'Eleni',
        lastName: 'Papadopoulou',
        country: 'Greece',
        address: '1 Ermou Street',
        city: 'Athens',
        zipCode: '10563',
      },
      delivery: { method: 'courier' },
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
    country: CYPRUS_ONLY,
  });
  expect(storedOrders(email)).toEqual([]);

  await openReady(page, '/shipping');
  const international = page
    .getByRole('heading', { name: 'International Shipping' })
    .locator('xpath=following-sibling::p[1]');
  await expect(international).toContainText(CYPRUS_ONLY);
  await expect(page.getByText(/7-14|40 countries/)).toHaveCount(0);
  await shot(page, 'shipping', testInfo.project.name);
});

test('@phone the order summary: folded above Pay on phones, by keyboard; beside the form on desktop', async ({
  page,
}, testInfo) => {
  await addABestseller(page);
  await openReady(page, '/checkout');
  await expect(pay(page)).toBeEnabled();
  const total = /€[\d.,]+/.exec((await pay(page).textContent()) ?? '')![0];
  const toggle = page.getByRole('button', { name: `Show order summary · ${total}` });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  if (testInfo.project.name !== 'phone') {
    await expect(toggle).toBeHidden();
    await expect(summary).toBeVisible();
    await expect(
      summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(total);
    return;
  }
  await expect(summary).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const toggleBox = (await toggle.boundingBox())!;
  expect(toggleBox.y).toBeLessThan((await pay(page).boundingBox())!.y);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Hide order summary · ${total}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(summary.getByRole('list', { name: 'Items in your order' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(summary.getByText('Delivery', { exact: true })).toBeVisible();
  await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    total,
  );
  await expectNoAxeViolations(page);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `test-results/e2e/screenshots/checkout-summary-open-${testInfo.project.name}.png`,
  });
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Show order summary · ${total}` })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(summary).toHaveCount(0);
});
