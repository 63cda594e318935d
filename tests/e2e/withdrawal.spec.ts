import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, openReady } from './helpers';
import { placePaidOrder, registerCustomer } from './purchase';

// The withdrawal function (Directive 2011/83/EU Art. 11a; decision 0085) for a guest and for a
// signed-in customer, with the acknowledgement read from the mail catcher, and the guest's order
// status lookup (decision 0086). Everything runs against the built shop, the sandbox ERP and gateway.

test.beforeEach(() => clearRateLimits());

/** A paid order for `email`, its confirmation offering the withdrawal; its shown number. */
async function placeOrder(page: Page, email: string): Promise<string> {
  const number = await placePaidOrder(page, email);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Withdraw from contract here' }),
  ).toHaveAttribute('href', '/withdraw');
  return number;
}

/** The page's own alert (Next's route announcer is one too, outside main). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function lookUp(page: Page, number: string, email: string) {
  await page.getByRole('textbox', { name: 'Order number' }).fill(number);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
}

/** Name → review → Confirm withdrawal → the done screen; the acknowledgement mail's text. */
async function withdraw(page: Page, number: string, email: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Your name' }).fill('Niki Charalambous');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/withdraw\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/withdraw\/done$/);
  await expect(page.getByRole('heading', { name: 'Withdrawal received' })).toBeVisible();
  await expect(page.getByText(/^Received on .+ \(Cyprus time\) from Niki Charalambous\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  const text = await mailText(email, `Your withdrawal from order ${number}`);
  expect(text).toContain(`We received your withdrawal from the contract for order ${number} on `);
  expect(text).toContain('Name: Niki Charalambous');
  return text;
}

test('a guest withdraws from the footer by order number and email, and cannot withdraw twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `withdraw-${Date.now()}@example.com`;
  const number = await placeOrder(page, email);
  const confirmation = await mailText(email, 'Your RUCK order');
  expect(confirmation).toContain('Withdraw from contract here: ');

  await openReady(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from contract here' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await lookUp(page, number, 'someone-else@example.com');
  await expect(alert(page)).toHaveText(
    'We could not find an order with that number and email. Check both and try again.',
  );
  await expect(alert(page)).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone-else@example.com');
  await lookUp(page, number.toLowerCase(), email);
  expect(page.url()).not.toContain('@');
  await withdraw(page, number, email);

  await openReady(page, '/withdraw');
  await expect(alert(page)).toHaveText('Every item of this order has already been withdrawn from.');
});

test('a signed-in customer picks the order from their orders and withdraws', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = `withdraw-member-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerCustomer(page, email, 'withdraw-pass-1');
  const number = await placeOrder(page, email);
  await openReady(page, '/withdraw');
  await page.getByRole('button', { name: `Withdraw from order ${number}` }).click();
  await withdraw(page, number, email);
});

test('order status: the same answer for a wrong email and a made-up number; the right pair shows the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `status-${Date.now()}@example.com`;
  const number = await placeOrder(page, email);
  await openReady(page, '/order-status');
  await expectNoAxeViolations(page);
  const refusal = 'We could not find an order with that number and email. Check both and try again.';
  await lookUp(page, number, 'wrong@example.com');
  await expect(alert(page)).toHaveText(refusal);
  await lookUp(page, 'RUCK-000000000000', email);
  await expect(alert(page)).toHaveText(refusal);
  await lookUp(page, number, email);
  await expect(page.getByText(`Order ${number}, placed on`)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^(Payment received|Passed to our warehouse)/ }),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/order-status$/);
});
