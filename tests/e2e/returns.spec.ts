import { expect, test } from '@playwright/test';
import { mailURL } from '../../playwright.config';
import { clearRateLimits, clearReturnRequests } from './global-setup';
import { expectNoAxeViolations, openReady } from './helpers';
import { signInAsDemo } from './purchase';
import { RETURNABLE_DEMO_ORDER, redateReturnableOrder } from './sandbox-fixtures';

// A return through order history: the demo customer's delivered order has one returnable line
// and one final-sale line; the request is confirmed on screen, by mail, and stays on the order.

test.beforeEach(() => {
  clearRateLimits();
  clearReturnRequests();
});

test('a customer asks to return a line of a delivered order from order history', async ({ page }) => {
  test.setTimeout(90_000);
  await redateReturnableOrder();
  await signInAsDemo(page);
  await openReady(page, `/account?tab=orders&order=${RETURNABLE_DEMO_ORDER.record}`);
  await expect(page.getByRole('heading', { name: `Order ${RETURNABLE_DEMO_ORDER.refer}` })).toBeVisible();
  await expect(page.getByText(/^You can ask for a return until /)).toBeVisible();
  await page.getByRole('button', { name: 'Request a return' }).click();

  const form = page.getByRole('form', { name: 'Request a return' });
  await expect(form.getByRole('heading', { name: 'Request a return' })).toBeFocused();
  // Submitting nothing says what is missing and keeps the form.
  await form.getByRole('button', { name: 'Submit return request' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Choose at least one item to return');

  const items = form.getByRole('group', { name: 'Items to return' });
  await expect(items.getByRole('checkbox', { disabled: true })).not.toHaveCount(0); // the final-sale line
  const returnable = items.getByRole('checkbox', { disabled: false }).first();
  await returnable.check();
  await form.getByRole('combobox', { name: /^Reason for the return/ }).selectOption('Does not fit');
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('Too small in the shoulders');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Submit return request' }).click();

  await expect(page.getByRole('heading', { name: 'Return requested' })).toBeFocused();
  await expect(page.getByText('Reason: Does not fit')).toBeVisible();
  await expect(
    page.getByText('We have sent a confirmation with these instructions to your email.'),
  ).toBeVisible();

  const subject = `Your return request for order ${RETURNABLE_DEMO_ORDER.refer}`;
  type Caught = { subject: string; text: string; html: string | null };
  let mail: Caught | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent('demo@example.com')}`);
      mail = ((await res.json()) as Caught[]).find((m) => m.subject === subject);
      return mail !== undefined;
    })
    .toBe(true);
  // HTML beside the plain text, both in the shop's words (title-case colours, the spec's sizes).
  expect(mail!.text).toContain('Reason: Does not fit');
  expect(mail!.html).toContain(`for order ${RETURNABLE_DEMO_ORDER.refer}.`);
  expect(mail!.html).toContain('Reason: Does not fit');
  expect(mail!.text + mail!.html).toMatch(/Colour: [A-Z][a-z]/);
  expect(mail!.text + mail!.html).not.toMatch(/Colour: [A-Z]{2,}\b|Size: (Small|Medium|Large|\d+-\d+Y)/);

  // The request stays on the order, and the same line cannot be asked for twice.
  await page.reload();
  await expect(page.getByText(/^Return requested on /).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
