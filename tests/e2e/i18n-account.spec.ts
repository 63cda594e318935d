import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits } from './global-setup';
import { expectNoAxeViolations, mailText, openReady } from './helpers';

// A Greek shopper's account, at phone and desktop width: Create Account in Greek (the form's own
// messages too) and the Greek welcome mail, the account page and its tabs, signing in again, and a
// password reset asked for in Greek whose mail links to the Greek page. Every page is <html lang="el">,
// axe-clean, without horizontal overflow, its links under /el; screenshots for a look.

test.beforeEach(() => clearRateLimits());

const SHOTS = 'test-results/i18n-account';
const toast = (page: Page) => page.getByTestId('toast');

async function checkGreekPage(page: Page, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  for (const href of await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/(el(\/|$|\?)|api\/)/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test('@phone a Greek shopper registers, uses the account tabs, signs in again and asks for a new password, all in Greek', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = testInfo.project.name;
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const email = `logariasmos-${width}-${Date.now()}@example.com`;
  const password = 'kodikos-mystikos-7';

  // Create Account on the Greek login page.
  await openReady(page, '/el/login?returnUrl=%2Faccount');
  await expect(page).toHaveTitle(/^Σύνδεση/);
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  const register = page.locator('form[aria-label="Δημιουργία λογαριασμού"]');
  await register.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(register.getByText('Το όνομα είναι υποχρεωτικό')).toBeVisible();
  await expect(register.getByText('Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες').first()).toBeVisible();
  await expect(register.getByText('First name is required')).toHaveCount(0);
  await register.getByRole('textbox', { name: 'Όνομα' }).fill('Νίκη');
  await register.getByRole('textbox', { name: 'Επώνυμο' }).fill('Χαραλάμπους');
  await register.getByRole('textbox', { name: 'Διεύθυνση email' }).fill(email);
  await register.locator('input[name="password"]').fill(password);
  await register.locator('input[name="confirmPassword"]').fill(password);
  await checkGreekPage(page, `register-${width}`);
  await register.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(toast(page).first()).toContainText('Επιτυχής εγγραφή');
  expect(await mailText(email, 'Καλώς ήρθατε στο RUCK')).toContain('Γεια σας Νίκη,');

  // The account page, on to the Greek address it returned to.
  await expect(page).toHaveURL(/\/el\/account$/);
  await openReady(page, '/el/account');
  await expect(page).toHaveTitle(/^Ο λογαριασμός μου/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ο λογαριασμός μου' })).toBeVisible();
  await expect(page.getByText('Γεια σας, Νίκη')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Ενότητες λογαριασμού' });
  await expect(tabs.getByRole('link', { name: 'Στοιχεία λογαριασμού' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Προσωπικά στοιχεία' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Διεύθυνση αποστολής' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Επώνυμο' })).toHaveValue('Χαραλάμπους');
  await checkGreekPage(page, `account-details-${width}`);

  // Saving the address: the rules' Greek message, then the Greek save cycle.
  const address = page.locator('form[aria-labelledby="address-heading"]');
  await address.getByRole('textbox', { name: 'Διεύθυνση', exact: true }).fill('12');
  await address.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(address.getByText('Παρακαλούμε εισαγάγετε την πλήρη διεύθυνσή σας')).toBeVisible();
  await address.getByRole('textbox', { name: 'Διεύθυνση', exact: true }).fill('Λεωφόρος Μακαρίου 12');
  await address.getByRole('textbox', { name: 'Πόλη' }).fill('Λευκωσία');
  await address.getByRole('textbox', { name: 'Ταχυδρομικός κώδικας' }).fill('1065');
  await address.getByRole('textbox', { name: 'Τηλέφωνο' }).fill('+357 99 123456');
  await address.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(address.getByRole('button', { name: 'Αποθηκεύτηκε!' })).toBeVisible();

  // The other tabs stay under /el.
  await tabs.getByRole('link', { name: 'Διαχείριση λογαριασμού' }).click();
  await expect(page).toHaveURL(/\/el\/account\?tab=manage$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Διαχείριση λογαριασμού' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Αλλαγή κωδικού' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Λήψη των δεδομένων μου' })).toBeVisible();
  await checkGreekPage(page, `account-manage-${width}`);
  await page.getByRole('button', { name: 'Διαγραφή λογαριασμού' }).click();
  const dialog = page.getByRole('dialog', { name: 'Διαγραφή του λογαριασμού σας;' });
  await expect(dialog.getByText('Πληκτρολογήστε DELETE για επιβεβαίωση')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Διαγραφή λογαριασμού' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/account-delete-dialog-${width}.png` });
  await dialog.getByRole('button', { name: 'Ακύρωση' }).click();
  await tabs.getByRole('link', { name: 'Ιστορικό παραγγελιών' }).click();
  await expect(page).toHaveURL(/\/el\/account\?tab=orders$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ιστορικό παραγγελιών' })).toBeVisible();

  // Signed out, the account page says so in Greek and goes to the Greek home page.
  await context.clearCookies();
  await page.goto('/el/account');
  await expect(toast(page).first()).toContainText('Δεν επιτρέπεται η πρόσβαση');
  await expect(page).toHaveURL(/\/el$/);

  // Signing in again on the Greek login page.
  await openReady(page, '/el/login?returnUrl=%2Faccount');
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'Διεύθυνση email' }).fill(email);
  await main.locator('input[name="password"]').fill(password);
  await main.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page).toHaveURL(/\/el\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ο λογαριασμός μου' })).toBeVisible();

  // A password reset asked for in Greek: the Greek answer, the Greek mail, its link to the Greek page.
  await context.clearCookies();
  await openReady(page, '/el/reset-password');
  await expect(page).toHaveTitle(/^Επαναφορά κωδικού/);
  await expect(page.getByRole('heading', { level: 1, name: 'Επαναφορά κωδικού' })).toBeVisible();
  await checkGreekPage(page, `reset-request-${width}`);
  await main.getByRole('textbox', { name: 'Διεύθυνση email' }).fill(email);
  await main.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  await expect(main.getByRole('status')).toContainText('Αν υπάρχει λογαριασμός με αυτό το email');
  const mail = await mailText(email, 'Επαναφορά του κωδικού σας');
  expect(mail).toContain('Ανοίξτε αυτόν τον σύνδεσμο μέσα σε 30 λεπτά');
  const link = /https?:\/\/\S+\/el\/reset-password\?token=[\w-]+/.exec(mail);
  expect(link, mail).not.toBeNull();
  const url = new URL(link![0]);
  await openReady(page, url.pathname + url.search);
  await expect(main.getByRole('button', { name: 'Ορισμός νέου κωδικού' })).toBeVisible();
  await main.getByLabel(/^Νέος κωδικός/).fill('short');
  await main.getByRole('button', { name: 'Ορισμός νέου κωδικού' }).click();
  await expect(main.getByText('Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες').first()).toBeVisible();
  await checkGreekPage(page, `reset-new-password-${width}`);
});
