import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { clearRateLimits } from './global-setup';

// A shopper on a slow phone taps Login before the page's JavaScript has run: the form is a POST
// form (server/account/form-post.ts), so the password never shows in a URL, the history or the
// server's log, and the answer is the page with its message. Chromium with JavaScript off.

test.use({ javaScriptEnabled: false });
test.beforeEach(() => clearRateLimits());

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

test('signing in without JavaScript: no password in any URL, on to the return path', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/login?returnUrl=%2Fwishlist');
  const form = page.locator('form[aria-label="Login"]');
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await form.locator('input[name="password"]').fill('not-the-password');
  await form.getByRole('button', { name: 'Login', exact: true }).click();

  // Refused: back on /login with the message and the typed email.
  await expect(page).toHaveURL(`${baseURL}/login?returnUrl=%2Fwishlist`);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.email);

  await form.locator('input[name="password"]').fill(DEMO.password);
  await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/wishlist`);
  const session = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);

  for (const url of urls) {
    expect(url).not.toContain('password');
    expect(url).not.toContain(DEMO.password);
    expect(url).not.toContain('not-the-password');
  }
});

test('unticked Remember me: a cookie that ends with the browser', async ({ page }) => {
  await page.goto('/login');
  const form = page.locator('form[aria-label="Login"]');
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await form.locator('input[name="password"]').fill(DEMO.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  const session = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(session?.expires).toBe(-1);
});

test('asking for a reset link without JavaScript: the same answer, no email in the URL', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(`${baseURL}/reset-password`);
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toHaveText(
    'If an account exists for this email, we have sent a link to reset its password. It is valid for 30 minutes.',
  );
});
