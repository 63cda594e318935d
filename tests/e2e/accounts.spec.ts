import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, openReady } from './helpers';

// The whole account life of a shopper, in Chromium at desktop and phone widths, against the
// sandbox ERP and mail catcher: register → heart → wishlist → log out → Access Denied → log in →
// order history → forgot password → the mail → reset → change password → delete → old login fails.

// Every test here signs in several times from 127.0.0.1; a retry or a repeat must not find the
// per-address sign-in failures allowance (server/http/rate-limits.ts) spent by the tests before it.
test.beforeEach(() => clearRateLimits());

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

const toast = (page: Page) => page.getByTestId('toast');

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
}

async function signInOnLoginPage(page: Page, email: string, password: string) {
  const form = page.locator('form[aria-label="Login"]');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(toast(page)).toHaveText('Logged OutYou have been successfully logged out.');
}

/** The hue, in degrees, of a computed colour: lab()/oklab() (a, b), oklch()/lch() (h) or rgb(). */
function hueOf(colour: string): number {
  const [name] = colour.split('(');
  const n = (colour.match(/-?[\d.]+/g) ?? []).map(Number);
  if (name === 'lab' || name === 'oklab') return ((Math.atan2(n[2], n[1]) * 180) / Math.PI + 360) % 360;
  if (name === 'lch' || name === 'oklch') return n[2];
  const [r, g, b] = n.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const TONES: Record<string, (hue: number) => boolean> = {
  Delivered: (h) => h >= 110 && h <= 180, // green
  Shipped: (h) => h >= 200 && h <= 290, // blue
  Processing: (h) => h >= 60 && h < 110, // yellow
  Cancelled: (h) => h < 45 || h > 330, // red: anything else
};

async function mailedResetLink(email: string): Promise<string> {
  const text = await mailText(email, 'Reset your password');
  expect(text).toContain('/reset-password?token=');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)![0];
  const url = new URL(link);
  return url.pathname + url.search;
}

test('@phone a shopper registers, saves a favourite, signs out and in, resets, changes and deletes', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = `journey-${testInfo.project.name}-${Date.now()}@example.com`;
  const first = 'first-pass1';

  // Register from the header's account menu.
  await openReady(page, '/');
  await openAccountMenu(page);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const register = page.locator('form[aria-label="Create Account"]');
  await register.getByRole('textbox', { name: 'First name' }).fill('Niki');
  await register.getByRole('textbox', { name: 'Last name' }).fill('Charalambous');
  await register.getByRole('textbox', { name: 'Email' }).fill(email);
  await register.locator('input[name="password"]').fill(first);
  await register.locator('input[name="confirmPassword"]').fill(first);
  await expectNoAxeViolations(page);
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toHaveText(
    'Registration SuccessfulYour account has been created successfully. You are now logged in.',
  );

  // Heart a product on a listing; /wishlist shows it.
  await openReady(page, '/products');
  const card = page.getByTestId('product-card').first();
  const name = (await card.locator('h3').textContent())!;
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(toast(page)).toHaveText('Added to wishlist');
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openReady(page, '/wishlist');
  await expect(
    page.getByRole('list', { name: 'Saved items' }).getByRole('link', { name, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Log out from the menu; /account then says Access Denied and goes home.
  await openAccountMenu(page);
  await expect(page.getByText('Hello, Niki')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await logOut(page);
  await page.goto('/account');
  await expect(toast(page)).toHaveText('Access DeniedPlease log in to access your account.');
  await expect(page).toHaveURL(/\/$/);

  // The signed-out wishlist prompts to sign in and returns there.
  await openReady(page, '/wishlist');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fwishlist$/);

  // The demo customer's seeded orders, each status in its colour.
  await openReady(page, '/login?returnUrl=%2Faccount%3Ftab%3Dorders');
  await expectNoAxeViolations(page);
  await signInOnLoginPage(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  await expect(toast(page)).toHaveText('Login SuccessfulWelcome back!');
  await expect(page.getByRole('heading', { name: 'Order History', level: 2 })).toBeVisible();
  for (const [status, isTone] of Object.entries(TONES)) {
    const badge = page.locator('main li span', { hasText: new RegExp(`^${status}$`) }).first();
    await expect(badge).toBeVisible();
    const background = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(isTone(hueOf(background)), `${status} is ${background}`).toBe(true);
  }
  await expect(page.getByText(/€\d/).first()).toBeVisible();
  await expect(page.getByText(/\$\d/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.locator('main a[href*="order="]').first().click();
  await expect(page.getByRole('heading', { name: /^Order W/ })).toBeVisible();
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await logOut(page);

  // Forgot password: the mail in the catcher, its link sets a new password.
  await openReady(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  const second = 'second-pass2';
  await openReady(page, await mailedResetLink(email));
  await expectNoAxeViolations(page);
  await page.locator('input[name="newPassword"]').fill(second);
  await page.locator('input[name="confirmPassword"]').fill(second);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please log in with your new password.'),
  ).toBeVisible();

  // The old password no longer signs in; the new one does.
  await openReady(page, '/login?returnUrl=%2Faccount%3Ftab%3Dmanage');
  await signInOnLoginPage(page, email, first);
  await expect(toast(page)).toHaveText('Login FailedInvalid email or password. Please try again.');
  await signInOnLoginPage(page, email, second);
  await expect(page).toHaveURL(/\/account\?tab=manage$/);

  // Change the password on the manage tab.
  const third = 'third-pass3';
  await page.locator('input[name="currentPassword"]').fill(second);
  await page.locator('input[name="newPassword"]').fill(third);
  await page.locator('input[name="confirmPassword"]').fill(third);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page)).toHaveText('Password updatedYour new password is now in use.');
  await expectNoAxeViolations(page);

  // Delete the account: the confirm enables only for DELETE; the current password is asked too.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
  await typed.fill('delete');
  await expect(confirm).toBeDisabled();
  await typed.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await dialog.locator('input[name="currentPassword"]').fill(third);
  await confirm.click();
  await expect(toast(page)).toHaveText('Account deletedYour account has been deleted.');
  await expect(page).toHaveURL(/\/$/);

  // The deleted account's last password fails like any wrong one.
  await openReady(page, '/login');
  await signInOnLoginPage(page, email, third);
  await expect(toast(page)).toHaveText('Login FailedInvalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest heart asks to sign in, with a link to /account', async ({ page }) => {
  await openReady(page, '/products');
  const card = page.getByTestId('product-card').first();
  const name = (await card.locator('h3').textContent())!;
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(toast(page)).toContainText(
    'Sign in requiredYou need to register or sign in to add items to your wishlist.',
  );
  await expect(toast(page).getByRole('link')).toHaveAttribute('href', '/account');
});

test('/login never returns to another site', async ({ page }) => {
  for (const evil of [
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    await openReady(page, `/login?returnUrl=${encodeURIComponent(evil)}`);
    await signInOnLoginPage(page, 'maria@example.com', 'maria1234');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
    await logOut(page);
  }
});
