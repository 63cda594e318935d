import { expect, test, type Page } from '@playwright/test';
import { clearRateLimits, clearReturnRequests } from './global-setup';
import { expectNoAxeViolations, mailText, noHorizontalOverflow, openReady } from './helpers';
import { placePaidOrder, signInAsDemo } from './purchase';
import { RETURNABLE_DEMO_ORDER, redateReturnableOrder } from './sandbox-fixtures';

// After the purchase, in Greek, at phone and desktop width: the withdrawal function and the order
// status for a guest, and a return from the order history, with their acknowledgements read from
// the mail catcher in Greek. The English journeys are withdrawal.spec.ts and returns.spec.ts.

test.beforeEach(() => {
  clearRateLimits();
  clearReturnRequests();
});

const SHOTS = 'test-results/i18n-orders';

/** The page's own alert (Next's route announcer is one too, outside main). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function lookUp(page: Page, number: string, email: string) {
  await page.getByRole('textbox', { name: 'Αριθμός παραγγελίας' }).fill(number);
  await page.getByRole('textbox', { name: 'Διεύθυνση email' }).fill(email);
  await page.getByRole('button', { name: 'Βρείτε την παραγγελία μου' }).click();
}

test('@phone a guest withdraws and looks up the order in Greek, and is acknowledged in Greek', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const width = testInfo.project.name;
  const email = `apoxorisi-${width}-${Date.now()}@example.com`;
  const number = await placePaidOrder(page, email);

  await openReady(page, '/el/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Υπαναχώρηση από τη σύμβαση' })).toBeVisible();
  await lookUp(page, number, 'kapoios-allos@example.com');
  await expect(alert(page)).toHaveText(
    'Δεν βρήκαμε παραγγελία με αυτόν τον αριθμό και αυτό το email. Ελέγξτε και τα δύο και δοκιμάστε ξανά.',
  );
  await lookUp(page, number, email);
  await expect(page).toHaveURL(/\/el\/withdraw$/);

  // No name: the refusal in Greek, the page still Greek.
  await page.getByRole('button', { name: 'Συνέχεια' }).click();
  await expect(alert(page)).toContainText('Συμπληρώστε το όνομά σας.');
  await page.getByRole('textbox', { name: 'Το όνομά σας' }).fill('Νίκη Χαραλάμπους');
  await page.getByRole('button', { name: 'Συνέχεια' }).click();
  await expect(page).toHaveURL(/\/el\/withdraw\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Ελέγξτε την υπαναχώρησή σας' })).toBeVisible();
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/withdraw-confirm-${width}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Επιβεβαίωση υπαναχώρησης' }).click();
  await expect(page).toHaveURL(/\/el\/withdraw\/done$/);
  await expect(page.getByRole('heading', { name: 'Η υπαναχώρηση ελήφθη' })).toBeVisible();
  await expect(page.getByText(/^Ελήφθη στις .+ \(ώρα Κύπρου\) από Νίκη Χαραλάμπους\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/withdraw-done-${width}.png`, fullPage: true });

  const mail = await mailText(email, `Η υπαναχώρησή σας από την παραγγελία ${number}`);
  expect(mail).toContain(`Λάβαμε την υπαναχώρησή σας από τη σύμβαση για την παραγγελία ${number} στις `);
  expect(mail).toContain('Όνομα: Νίκη Χαραλάμπους');
  expect(mail).toContain('Θα σας επιστρέψουμε τα χρήματα εντός 14 ημερών.');
  expect(mail).not.toMatch(/We received|Name:|Items withdrawn/);

  await openReady(page, '/el/withdraw');
  await expect(alert(page)).toHaveText('Έχετε ήδη υπαναχωρήσει από όλα τα είδη αυτής της παραγγελίας.');

  await openReady(page, '/el/order-status');
  // The order looked up for the withdrawal is still this browser's (the short-lived seal).
  await expect(page.getByRole('heading', { level: 1, name: 'Κατάσταση παραγγελίας' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Παραγγελία ${number}, καταχωρήθηκε στις`);
  await expect(
    page.getByRole('heading', { name: /^(Η πληρωμή ελήφθη|Παραδόθηκε στην αποθήκη)/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/el\/order-status$/);
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/order-status-${width}.png`, fullPage: true });
});

test('@phone a customer asks for a return in Greek and is answered and mailed in Greek', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const width = testInfo.project.name;
  await redateReturnableOrder();
  await signInAsDemo(page);
  await openReady(page, `/el/account?tab=orders&order=${RETURNABLE_DEMO_ORDER.record}`);
  await expect(
    page.getByRole('heading', { name: `Παραγγελία ${RETURNABLE_DEMO_ORDER.refer}` }),
  ).toBeVisible();
  await expect(page.getByText(/^Μπορείτε να ζητήσετε επιστροφή έως τις /)).toBeVisible();
  await page.getByRole('button', { name: 'Αίτημα επιστροφής' }).click();

  const form = page.getByRole('form', { name: 'Αίτημα επιστροφής' });
  await form.getByRole('button', { name: 'Υποβολή αιτήματος επιστροφής' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Επιλέξτε τουλάχιστον ένα είδος για επιστροφή');

  const items = form.getByRole('group', { name: 'Είδη προς επιστροφή' });
  await items.getByRole('checkbox', { disabled: false }).first().check();
  await form.getByRole('combobox', { name: /^Λόγος επιστροφής/ }).selectOption({ label: 'Δεν μου κάνει' });
  await expectNoAxeViolations(page);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/return-form-${width}.png`, fullPage: true });
  await form.getByRole('button', { name: 'Υποβολή αιτήματος επιστροφής' }).click();

  await expect(page.getByRole('heading', { name: 'Το αίτημα επιστροφής καταχωρήθηκε' })).toBeFocused();
  await expect(page.getByText('Λόγος: Δεν μου κάνει')).toBeVisible();
  await expect(page.getByText('Σας στείλαμε στο email σας επιβεβαίωση με αυτές τις οδηγίες.')).toBeVisible();
  await expect(
    page
      .getByText(/^1\. Συσκευάστε/)
      .or(page.getByText(/^Συσκευάστε/))
      .first(),
  ).toBeVisible();

  const mail = await mailText(
    'demo@example.com',
    `Το αίτημα επιστροφής σας για την παραγγελία ${RETURNABLE_DEMO_ORDER.refer}`,
  );
  expect(mail).toContain('Λόγος: Δεν μου κάνει');
  expect(mail).toMatch(/Χρώμα: /);
  expect(mail).toContain('Πώς να κάνετε την επιστροφή:');
  expect(mail).not.toMatch(/Reason|How to return|Colour/);

  await page.reload();
  await expect(page.getByText(/^Ζητήθηκε επιστροφή στις /).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
