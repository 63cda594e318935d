import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, noHorizontalOverflow, openReady } from './helpers';

// The home page, /men and /women, the newsletter sign-up and a product page's "You may also like"
// row in Greek, at phone and desktop width: Greek headings and buttons, lang=el, links under /el,
// Greek prices, no horizontal overflow, axe clean, screenshots.

test.beforeEach(() => clearRateLimits());

const SHOTS = 'test-results/i18n-home';

async function mainLinksStayGreek(page: Page) {
  for (const href of await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/el(\/|$|\?)/);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
});

test('@phone the Greek home page and its newsletter sign-up', async ({ page }, testInfo) => {
  const width = testInfo.project.name;
  await openReady(page, '/el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle(/ \| Ρούχα & αξεσουάρ στην Κύπρο$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RUCK: ρούχα και αξεσουάρ στην Κύπρο');
  await expect(page.getByRole('region', { name: 'Προτάσεις' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Επόμενη διαφάνεια' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ΤΑ ΠΙΟ ΔΗΜΟΦΙΛΗ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ΝΕΕΣ ΑΦΙΞΕΙΣ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ΔΕΙΤΕ ΟΛΑ ΤΑ ΔΗΜΟΦΙΛΗ' })).toHaveAttribute(
    'href',
    '/el/collections/bestsellers',
  );
  await expect(page.getByRole('heading', { name: 'ΑΚΟΛΟΥΘΗΣΤΕ ΜΑΣ ΣΤΟ INSTAGRAM' })).toBeVisible();
  // Prices in the Greek way: 29,90 €.
  const price = await page.getByTestId('product-card').first().innerText();
  expect(price).toMatch(/\d,\d\d\s€/);
  const main = await page.locator('main').innerText();
  for (const english of [
    'BESTSELLERS',
    'NEW ARRIVALS',
    'VIEW ALL',
    'JOIN THE RUCK CLUB',
    'SUBSCRIBE',
    'QUICK ADD',
  ])
    expect(main).not.toContain(english);
  await mainLinksStayGreek(page);
  await noHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true });

  // The newsletter, in Greek from the label to the thanks.
  await expect(page.getByRole('heading', { name: 'ΓΙΝΕΤΕ ΜΕΛΟΣ ΤΟΥ RUCK CLUB' })).toBeVisible();
  const newsletter = page.locator('section[aria-labelledby="newsletter-heading"]');
  await expect(newsletter.getByRole('link', { name: 'Πολιτική απορρήτου' })).toHaveAttribute(
    'href',
    '/el/privacy-policy',
  );
  await newsletter.getByLabel('Διεύθυνση email').fill(`kalimera-${width}-${Date.now()}@example.com`);
  await newsletter.getByRole('button', { name: 'ΕΓΓΡΑΦΗ' }).click();
  await expect(newsletter.getByRole('button', { name: 'ΕΥΧΑΡΙΣΤΟΥΜΕ' })).toBeVisible();
  await expect(
    newsletter.getByRole('status').filter({ hasText: 'ελέγξτε τα εισερχόμενά σας' }),
  ).toBeVisible();
  await page.locator('#newsletter-heading').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/newsletter-${width}.png` });
});

for (const [gender, title, crumb] of [
  ['men', 'ΑΝΔΡΙΚΗ ΣΥΛΛΟΓΗ', 'Ανδρικά ρούχα και αξεσουάρ'],
  ['women', 'ΓΥΝΑΙΚΕΙΑ ΣΥΛΛΟΓΗ', 'Γυναικεία ρούχα και αξεσουάρ'],
] as const) {
  test(`@phone /el/${gender} in Greek`, async ({ page }, testInfo) => {
    const width = testInfo.project.name;
    await openReady(page, `/el/${gender}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page).toHaveTitle(new RegExp(`^${crumb}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Αγορές ανά κατηγορία' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Δημοφιλή προϊόντα' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Δείτε όλα' })).toHaveAttribute(
      'href',
      '/el/collections/bestsellers',
    );
    const main = await page.locator('main').innerText();
    for (const english of ['Shop by Category', 'Featured best sellers', 'View All', 'COLLECTION'])
      expect(main).not.toContain(english);
    await mainLinksStayGreek(page);
    await noHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/${gender}-${width}.png`, fullPage: true });
  });
}

test('@phone a product page in Greek has a Greek "you may also like" row', async ({ page }, testInfo) => {
  const width = testInfo.project.name;
  await openReady(page, '/el');
  const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
  expect(href).toMatch(/^\/el\//);
  await openReady(page, href!);
  const row = page.getByRole('list', { name: 'Μπορεί επίσης να σας αρέσουν' });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('product-card').first()).toContainText(/\d,\d\d\s€/);
  await expect(row).not.toContainText('QUICK ADD');
  await expect(row).not.toContainText(/€\d/);
  for (const link of await row
    .locator('a[href^="/"]')
    .evaluateAll((a) => a.map((l) => l.getAttribute('href'))))
    expect(link).toMatch(/^\/el\//);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/also-like-${width}.png` });
});

test('@phone the newsletter link pages in Greek', async ({ page }, testInfo) => {
  const width = testInfo.project.name;
  await openReady(page, '/el/newsletter/confirm?token=not-a-real-token');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle(/^Επιβεβαιώστε την εγγραφή σας/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Επιβεβαιώστε την εγγραφή σας');
  await page.getByRole('button', { name: 'ΕΠΙΒΕΒΑΙΩΣΗ ΕΓΓΡΑΦΗΣ' }).click();
  await expect(page).toHaveURL(/\/el\/newsletter\/confirm\?status=invalid$/);
  await expect(page.getByText(/^Αυτός ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Συνεχίστε τις αγορές σας' })).toHaveAttribute('href', '/el');
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/confirm-${width}.png` });
  await openReady(page, '/el/newsletter/unsubscribe?token=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Διαγραφή');
  await expect(page.getByRole('button', { name: 'ΔΙΑΓΡΑΦΗ' })).toBeVisible();
});
