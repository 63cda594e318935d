import { readFileSync } from 'node:fs';
import { expect, request as newRequest, test, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from '../../playwright.config';
import { expectNoAxeViolations, openReady } from './helpers';
import { registerCustomer } from './purchase';

// "Download my data" (GDPR Art. 15 and 20) end to end, against the sandbox ERP: a signed-in
// customer downloads their own data as a JSON file from the account page; a guest, a copied
// cookie after sign-out, or another customer never gets it.

const secretKey = /password|hash|token|secret|gateway|formUrl|peopleId|recordId|erp/i;

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

async function download(page: Page) {
  await openReady(page, '/account?tab=manage');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^ruck-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await file.path(), 'utf8');
  return { text, data: JSON.parse(text) };
}

test('the demo customer downloads their profile, orders and favourites, and no secret', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    headers: { Origin: baseURL },
    data: { email: 'demo@example.com', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  await openReady(page, '/account?tab=manage');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoAxeViolations(page);

  const { text, data } = await download(page);
  expect(data.profile.email).toBe('demo@example.com');
  expect(data.profile.firstName).not.toBe('');
  expect(data.orders.length).toBeGreaterThanOrEqual(28);
  expect(data.orders[0]).toMatchObject({ reference: expect.any(String), total: { currency: 'EUR' } });
  expect(data.orders.some((o: { lines: unknown[] }) => o.lines.length > 0)).toBe(true);
  expect(data.favourites.length).toBeGreaterThanOrEqual(1);
  expect(data.newsletter).toHaveProperty('subscribed');
  expect(keysOf(data).filter((key) => secretKey.test(key))).toEqual([]);
  expect(text).not.toContain('scrypt');
  expect(text).not.toContain(sandboxURL);

  const res = await page.request.get('/api/account/data');
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="ruck-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(res.headers()['cache-control']).toContain('no-store');
});

test('a guest, a copied cookie after sign-out and another customer get nothing', async ({ page }) => {
  const guest = await newRequest.newContext({ baseURL });
  expect((await guest.get('/api/account/data')).status()).toBe(401);
  await guest.dispose();

  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `mydata-${stamp}@example.com`;
  await registerCustomer(page, email, 'my-data-pass-31');
  const { data } = await download(page);
  expect(data.profile.email).toBe(email);
  expect(data.orders).toEqual([]);
  expect(JSON.stringify(data)).not.toContain('demo@example.com');

  // Someone copied the session cookie; the owner signs out, and the copy opens nothing.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session')!;
  const thief = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: `session=${cookie.value}` },
  });
  expect((await thief.get('/api/account/data')).status()).toBe(200);
  const out = await page.request.post('/api/auth/logout', { headers: { Origin: baseURL } });
  expect(out.status()).toBe(200);
  const refused = await thief.get('/api/account/data');
  expect(refused.status()).toBe(401);
  expect(await refused.text()).not.toContain(email);
  await thief.dispose();
});
