import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, noHorizontalOverflow, openReady } from './helpers';
import { addABestseller } from './purchase';

// A Greek shopper's purchase, at phone and desktop width: the checkout in Greek (its form's
// messages too), the sandbox card page in Greek (register.do got language=el), the return to the
// Greek confirmation and the confirmation mail in Greek, wherever they come from.

test.beforeEach(() => clearRateLimits());

const SHOTS = 'test-results/i18n-checkout';

async function fillGreekDetails(page: Page, email: string) {
  const values: Record<string, string> = {
    'Διεύθυνση email': email,
    Τηλέφωνο: '+357 99 123456',
    Όνομα: 'Νίκη',
    Επώνυμο: 'Χαραλάμπους',
    Διεύθυνση: 'Λεωφόρος Μακαρίου 12',
    Πόλη: 'Λευκωσία',
    'Ταχυδρομικός κώδικας': '1065',
  };
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test('@phone a Greek shopper checks out, pays on the Greek card page and gets the Greek confirmation and mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const width = testInfo.project.name;
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const email = `ellinika-${width}-${Date.now()}@example.com`;
  await addABestseller(page);

  await openReady(page, '/el/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle(/^Ολοκλήρωση αγοράς/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ολοκλήρωση αγοράς' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Πριν πληρώσετε' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Παράδοση με courier/ })).toBeChecked();
  const pay = page.getByRole('button', { name: /^Πληρωμή \d+,\d\d\s€$/ });

  // An empty submit: the form's own messages, in Greek.
  await pay.click();
  await expect(page.getByText('Παρακαλούμε εισαγάγετε ένα έγκυρο email')).toBeVisible();
  await expect(page.getByText('Παρακαλούμε εισαγάγετε την πόλη σας')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

  await fillGreekDetails(page, email);
  await expect(page.getByText('Παρακαλούμε εισαγάγετε ένα έγκυρο email')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  // The links of the checkout stay in Greek.
  for (const href of await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/el(\/|$|\?)/);
  await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });

  await pay.click();
  // JCC's page in the order's language.
  await expect(page).toHaveURL(/\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { name: 'Πληρωμή με κάρτα' })).toBeVisible();
  await expect(page.getByLabel('Αριθμός κάρτας')).toBeVisible();
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/gateway-${width}.png`, fullPage: true });
  await page.locator('#cardName').fill('NIKI CHARALAMBOUS');
  await page.locator('#cardNumber').fill('5000001111111115');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: /^Πληρωμή / }).click();

  // Back to the Greek confirmation.
  await expect(page).toHaveURL(/\/el\/order-confirmation\?order=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { name: 'Σας ευχαριστούμε για την παραγγελία σας' })).toBeVisible();
  await expect(page.getByText(/^Παραγγελία RUCK-\S+\. Η επιβεβαίωση στέλνεται στο /)).toBeVisible();
  await expect(page.getByText('Διεύθυνση παράδοσης')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Συνέχεια αγορών' })).toHaveAttribute('href', '/el');
  await expect(page.getByText('Thank you for your order')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/confirmation-${width}.png`, fullPage: true });

  const reference = /Παραγγελία (RUCK-\S+)\./.exec(
    (await page.getByText(/^Παραγγελία RUCK-\S+\./).textContent()) ?? '',
  )![1];
  const mail = await mailText(email, 'Η παραγγελία σας στο RUCK');
  expect(mail).toContain(reference);
  expect(mail).toContain('Σας ευχαριστούμε για την παραγγελία σας. Λάβαμε την πληρωμή σας.');
  expect(mail).toContain('/el/order-confirmation?order=');
  expect(mail).toContain('Υπόδειγμα εντύπου υπαναχώρησης');
  expect(mail).not.toContain('Thank you for your order');
});
