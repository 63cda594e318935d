import { expect, test } from '@playwright/test';
import { SANDBOX_VAT_NUMBER } from '../../lib/precontract/trader';
import { site } from '../../lib/site';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage } from './purchase';

// Issue 30, pre-contract information (Directive 2011/83/EU Art. 6 and 8; Cyprus Law 133(I)/2013):
// the checkout names the trader, the total with VAT and delivery, the delivery time, the right of
// withdrawal and the model form before Pay; the order confirmation mail (the contract confirmed
// on a durable medium) repeats them; no page links to the EU's closed ODR platform.

test.beforeEach(() => clearRateLimits());

const address = `${site.address.street}, ${site.address.zip} ${site.address.city}, ${site.address.country}`;

test('the checkout states the pre-contract information and its confirmation mail repeats it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `precontract-${Date.now()}@example.com`;
  await addABestseller(page);
  await openReady(page, '/checkout');

  const info = page.getByRole('region', { name: 'Before you pay' });
  await expect(info).toBeVisible();
  const trader = info.getByRole('definition');
  await expect(trader).toHaveText([
    `${site.legalName} (trading as ${site.name})`,
    address,
    site.supportEmail,
    site.phone,
    SANDBOX_VAT_NUMBER,
  ]);
  await expect(info).toContainText('The total in your order summary includes VAT and the delivery charge.');
  await expect(info).toContainText('Courier delivery in Cyprus: €3.00, free on orders of €50.00 or more.');
  await expect(info).toContainText('courier delivery takes 1-2 business days from dispatch');
  await expect(info).toContainText('You can withdraw from your order within 14 days of receiving it');
  await expect(info).toContainText('Return shipping is paid by the customer.');
  await expect(info).toContainText('Consumer Protection Service');
  await expect(info.getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute(
    'href',
    '/withdraw',
  );
  await expect(page.getByRole('button', { name: /^Pay €/ })).toBeVisible();
  // The summary beside the form: the delivery row and the total, prices with VAT.
  await expect(page.getByText('Prices include VAT.').first()).toBeAttached();

  const form = info.getByTestId('model-withdrawal-form');
  await expect(form).toBeHidden();
  await info.getByText('Withdrawal conditions and model withdrawal form').click();
  await expect(form).toBeVisible();
  await expect(form).toContainText(`To ${site.legalName}, ${address}, email: ${site.supportEmail}:`);
  await expect(form).toContainText('Name of consumer(s),');
  await expect(info).toContainText('within 14 days without giving any reason');
  await expectNoAxeViolations(page);

  await fillDetails(page, email);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  const mail = await mailText(email, 'Your RUCK order');
  expect(mail).toContain(`Seller: ${site.legalName} (trading as ${site.name})`);
  expect(mail).toContain(`Address: ${address}`);
  expect(mail).toContain(`Email: ${site.supportEmail}`);
  expect(mail).toContain(`Phone: ${site.phone}`);
  expect(mail).toContain(`VAT number: ${SANDBOX_VAT_NUMBER}`);
  expect(mail).toMatch(/Total: €\d+\.\d\d\nPrices include VAT\./);
  expect(mail).toContain(
    'You have the right to withdraw from this contract within 14 days without giving any reason.',
  );
  expect(mail).toContain('Return shipping is paid by the customer.');
  expect(mail).toContain(
    `Model withdrawal form\n(complete and return this form only if you wish to withdraw from the contract)\n— To ${site.legalName}, ${address}, email: ${site.supportEmail}:`,
  );
});

test('the terms hold the right of withdrawal and the model form at #withdrawal', async ({ page }) => {
  await openReady(page, '/terms-conditions#withdrawal');
  await expect(page.getByRole('heading', { name: 'Right of Withdrawal' })).toBeInViewport();
  await expect(page.getByTestId('model-withdrawal-form')).toContainText(`To ${site.legalName}, ${address}`);
  await expect(page.locator('main')).toContainText(`VAT number: ${SANDBOX_VAT_NUMBER}`);
});

test('no page links to the closed EU ODR platform', async ({ page }) => {
  for (const path of [
    '/',
    '/checkout',
    '/terms-conditions',
    '/privacy-policy',
    '/shipping',
    '/faqs',
    '/contact',
  ]) {
    await page.goto(path);
    await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]'), path).toHaveCount(0);
    await expect(page.locator('body'), path).not.toContainText(/online dispute resolution/i);
  }
});
