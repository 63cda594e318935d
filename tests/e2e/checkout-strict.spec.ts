import { expect, test } from '@playwright/test';
import { strictBaseURL, strictSandboxURL } from '../../playwright.config';
import { openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage } from './purchase';

// The whole purchase against the least agreeable ERP the shop must survive (SANDBOX_ERP_STRICT=1:
// ids under $$record or $$position alone, digit-string ids, comma decimals, one-element lists,
// a blank body for a booked order, repeated orderids booked twice, order lines checked against
// the ERP's own size words). A second shop, started by playwright.config.ts, runs on it.

test('a guest buys from the shop on the strict ERP: one order in the ERP, in its own words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await addABestseller(page, strictBaseURL);
  await openReady(page, `${strictBaseURL}/checkout`);
  await fillDetails(page, `strict-${Date.now()}@example.com`, {
    'First name': 'Ελένη',
    'Last name': 'Χαραλάμπους',
    Address: 'Οδός Μακαρίου 12',
    City: 'Λευκωσία',
  });
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
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
