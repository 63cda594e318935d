import { expect, test } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage, registerCustomer, storedOrders } from './purchase';
import { freshVoucher } from './sandbox-fixtures';

// A guest pays through the sandbox gateway's hosted page: the bag and the typed form survive a
// declined card, a paid order lands on /order-confirmation with an empty bag, and only its buyer
// can open it.

test.beforeEach(() => clearRateLimits());

test('@phone a guest is declined, keeps the bag and form, then pays and sees the order', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest-${Date.now()}@example.com`;
  await addABestseller(page);
  await openReady(page, '/checkout');
  await expect(page.locator('input[name="cardNumber"]')).toHaveCount(0);
  await fillDetails(page, email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Pay €/ }).click();

  await payOnHostedPage(page, '4000000000000002');
  await expect(page).toHaveURL(/\/checkout\?payment=declined$/);
  await expect(page.getByRole('alert').first()).toContainText('Your payment was not completed.');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText('Order placedThank you! Your order is confirmed.');
  await expect(page.getByRole('button', { name: 'Cart' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Safe to reload; another browser cannot open it.
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const stranger = await page.context().browser()!.newPage();
  const res = await stranger.goto(url);
  expect(res?.status()).toBe(404);
  // The not-found page is complete in the server's HTML, not an empty shell JavaScript fills in:
  // proxy.ts reads the order for this viewer before Next renders (decision 0063).
  const html = await res!.text();
  expect(html).toMatch(/<html lang="en"[^]*>404<\/h1>/);
  expect(html).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.');
  expect(html.match(/<meta name="robots" content="noindex[^"]*"\/?>/g)).toHaveLength(1);
  await expect(stranger).toHaveTitle(/^Page not found/);
  await stranger.close();
});

test('a guest pays by courier with a voucher: a double click makes one order, and the mail arrives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `voucher-${Date.now()}@example.com`;
  const voucher = freshVoucher(1000);
  await addABestseller(page);
  await openReady(page, '/checkout');
  await fillDetails(page, email);
  await expect(page.getByRole('radio', { name: /^Courier delivery/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Voucher code' }).fill(voucher);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Voucher ${voucher} applied: −€10.00`)).toBeVisible();

  await page.getByRole('button', { name: /^Pay €/ }).dblclick();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`Voucher ${voucher}`)).toBeVisible();
  await expect(page.getByText('−€10.00')).toBeVisible();
  expect(storedOrders(email).map((o) => o.state)).toEqual(['sent']);

  const reference = /Order (\S+)\./.exec((await page.getByText(/^Order \S+\./).textContent()) ?? '')![1];
  const mail = await mailText(email, 'Your RUCK order');
  expect(mail).toContain(reference);
  expect(mail).toContain(voucher);
});

test('@phone a signed-in customer picks up in store and finds the order in their history', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `pickup-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, email, 'pickup-pass-1');
  await addABestseller(page);
  await openReady(page, '/checkout');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await fillDetails(page, email);
  await page.getByRole('radio', { name: /^Pick up in store/ }).check();
  const store = page.getByRole('combobox', { name: 'Store' });
  await store.selectOption({ index: 1 });
  const storeName = (await store.locator('option:checked').textContent())!;
  // The store as /stores names it, never the ERP's pickup location text.
  expect(storeName).toMatch(/^RUCK (Limassol|Nicosia|Larnaca)$/);
  await expectNoAxeViolations(page);
  const pay = page.getByRole('button', { name: /^Pay €/ });
  const total = /€[\d.,]+/.exec((await pay.textContent()) ?? '')![0];
  await pay.click();
  await payOnHostedPage(page, '5000001111111115');

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`Pick up: ${storeName}`)).toBeVisible();
  const number = /Order (RUCK-[0-9A-F]{12})\./.exec(
    (await page.getByText(/^Order RUCK-/).textContent()) ?? '',
  )![1];
  await openReady(page, '/account?tab=orders');
  await expect(page.getByText('1 order, newest first.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: total });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  // One number: the confirmation's is the history's.
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
