import { expect, test } from '@playwright/test';
import { strictBaseURL, strictSandboxURL } from '../../playwright.config';

// The whole purchase against the least agreeable ERP the shop must survive (SANDBOX_ERP_STRICT=1:
// ids under $$record or $$position alone, digit-string ids, comma decimals, one-element lists,
// a blank body for a booked order, repeated orderids booked twice, order lines checked against
// the ERP's own size words). A second shop, started by playwright.config.ts, runs on it.

test('a guest buys from the shop on the strict ERP: one order in the ERP, in its own words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${strictBaseURL}/collections/bestsellers`);
  const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
  await page.goto(`${strictBaseURL}${href}`);
  await page.waitForLoadState('networkidle');
  const sizes = page.getByRole('group', { name: 'Size' });
  if ((await sizes.getByRole('radio').count()) > 0)
    await sizes.locator('label:has(input:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await page.goto(`${strictBaseURL}/checkout`);
  await page.waitForLoadState('networkidle');
  const values: Record<string, string> = {
    Email: `strict-${Date.now()}@example.com`,
    Phone: '+357 99 123456',
    'First name': 'Ελένη',
    'Last name': 'Χαραλάμπους',
    Address: 'Οδός Μακαρίου 12',
    City: 'Λευκωσία',
    'State / province': 'Nicosia',
    'Postal code': '1065',
  };
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: /^Pay €/ }).click();

  await expect(page).toHaveURL(/\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  await page.locator('#cardName').fill('ELENI CHARALAMBOUS');
  await page.locator('#cardNumber').fill('5000001111111115');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // The strict ERP answered the order with a blank body and books repeats: exactly one order.
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const view = `${strictSandboxURL}/$TableGetView?system=pos&file=trans&driving=orderid&from=${orderId}&to=${orderId}`;
  const booked = (await (await fetch(view)).json()) as { $$record: string; city: string }[];
  expect(booked).toHaveLength(1);
  expect(booked[0].city).toBe('Λευκωσία');
  const record = booked[0].$$record;
  const lines = (await (
    await fetch(`${strictSandboxURL}/$TableGetView?system=pos&file=transdet&driving=trans&record=${record}`)
  ).json()) as { item: string; color: string; size: string }[];
  const goods = lines.filter((l) => l.item !== 'DELIVERY');
  expect(goods).toHaveLength(1);
});
