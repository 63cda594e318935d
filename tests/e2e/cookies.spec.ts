import { expect, test, type Page } from '@playwright/test';
import { ALLOWED_COOKIE_NAMES, listedCookieName, SHOP_COOKIES } from '../../lib/privacy/cookies';
import { clearRateLimits } from './global-setup';
import { openReady } from './helpers';
import { addABestseller, fillDetails, payOnHostedPage, signInAsDemo } from './purchase';

// The shop sets only the cookies its privacy page lists (lib/privacy/cookies.ts): a shopper's
// whole visit (browsing, the bag, a guest's payment, signing in, the account, signing out) is
// watched, both in every answer's Set-Cookie and in what the browser ends up holding, which
// also catches a cookie written by a script.

test.beforeEach(() => clearRateLimits());

function watchSetCookies(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('response', async (response) => {
    for (const header of await response.headersArray().catch(() => []))
      if (header.name.toLowerCase() === 'set-cookie') names.add(header.value.split('=')[0].trim());
  });
  return names;
}

async function heldCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name);
}

test('a whole visit sets no cookie the privacy page does not list', async ({ page }) => {
  test.setTimeout(150_000);
  const set = watchSetCookies(page);
  const held = new Set<string>();
  const look = async () => (await heldCookies(page)).forEach((name) => held.add(name));

  for (const path of ['/', '/women', '/outlet', '/brands', '/search?q=shirt', '/contact']) {
    await openReady(page, path);
    await look();
  }
  await addABestseller(page);
  await openReady(page, '/cart');
  await openReady(page, '/checkout');
  await fillDetails(page, `cookies-${Date.now()}@example.com`);
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await payOnHostedPage(page, '5000001111111115');
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await look();

  await signInAsDemo(page);
  await look();
  await openReady(page, '/wishlist');
  await look();
  await page.request.post('/api/auth/logout', { headers: { Origin: new URL(page.url()).origin } });
  await look();

  const seen = [...set, ...held].map(listedCookieName);
  expect(seen.length).toBeGreaterThan(0);
  for (const name of seen) expect(ALLOWED_COOKIE_NAMES, `cookie "${name}"`).toContain(name);
  // The journey met the cookies it should have: signing in, a guest's order.
  expect(seen).toEqual(expect.arrayContaining(['session', 'signed_in', 'order_view']));
});

test('the privacy page lists each cookie with its purpose and lifetime', async ({ page }) => {
  await openReady(page, '/privacy-policy#cookies');
  const section = page.getByRole('heading', { name: 'Cookies and Storage' });
  await expect(section).toBeVisible();
  for (const cookie of SHOP_COOKIES) {
    const item = page.getByRole('listitem').filter({ has: page.locator('code', { hasText: cookie.name }) });
    await expect(item.first()).toContainText(cookie.purpose);
    await expect(item.first()).toContainText(cookie.lifetime);
  }
});
