import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, noHorizontalOverflow, openReady, productOptions } from './helpers';

// A Greek shopper on a product page, at phone and desktop width: the pickers, ADD TO BAG, the
// toasts and the bag drawer in Greek with Greek prices, then /el/cart with a quantity change and the
// Greek total. The ERP's product name stays as it is (translate="no").

const SHOTS = 'test-results/i18n-product-cart';
const GREEK_MONEY = /\d+,\d\d\s€/;

test('@phone a Greek shopper chooses a size, adds to the bag and changes the quantity on /el/cart', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = testInfo.project.name;
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  const options = await productOptions(request, 5001);

  await openReady(page, '/el/product/5001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(options.name);
  await expect(h1).toHaveAttribute('translate', 'no');
  await expect(page.getByTestId('product-price')).toHaveText(GREEK_MONEY);
  await expect(page.getByText('Οι τιμές περιλαμβάνουν ΦΠΑ.', { exact: true })).toBeVisible();
  // The colour chosen, named in Greek (the cart keeps the ERP's label as its key).
  await expect(page.getByRole('group', { name: /^Χρώμα: [\u0370-\u03ff]/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ποσότητα' })).toBeVisible();
  await expect(page.getByText('Λεπτομέρειες προϊόντος')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Πληροφορίες προϊόντος' })).toBeVisible();
  await expect(page.getByText(/^Εκτιμώμενη παράδοση στην Κύπρο: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Κοινοποίηση' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Μπορεί επίσης να σας αρέσουν' })).toBeVisible();
  if (options.sizes.length > 1) {
    // The size guide: the link opens the closed Size & Fit section around the Greek chart.
    await page.getByRole('link', { name: 'Οδηγός μεγεθών' }).click();
    await expect(page.locator('#size-guide caption')).toHaveText(/^Πίνακας /);
    await expect(page.locator('#size-guide th').first()).toHaveText('Μέγεθος');
  }
  const add = page.getByRole('button', { name: 'ΠΡΟΣΘΗΚΗ ΣΤΟ ΚΑΛΑΘΙ' }).first();
  await expect(add).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD TO BAG' })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/product-${width}.png`, fullPage: true });

  if (options.sizes.length > 1) {
    const sizes = page.getByRole('group', { name: 'Μέγεθος' });
    await expect(sizes).toBeVisible();
    await add.click();
    await expect(page.getByTestId('toast')).toHaveText('Παρακαλούμε επιλέξτε μέγεθος');
    await expect(sizes).toContainText('Παρακαλούμε επιλέξτε μέγεθος');
    await page.locator('label:has(input[name="size"]:not([disabled]))').first().click();
  }
  await add.click();
  await expect(page.getByTestId('toast').last()).toHaveText(`Προστέθηκε στο καλάθι: ${options.name}`);

  // The drawer the add opened, in Greek.
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('heading', { name: 'Το καλάθι σας' })).toBeVisible();
  await expect(drawer.getByText(/^Μέγεθος: /).first()).toBeVisible();
  await expect(drawer.getByText(/^Χρώμα: [\u0370-\u03ff]/).first()).toBeVisible();
  await expect(drawer.getByText('Υποσύνολο')).toBeVisible();
  await expect(drawer).toContainText(GREEK_MONEY);
  await expect(drawer.getByRole('button', { name: 'Κλείσιμο καλαθιού' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: `Αφαίρεση: ${options.name}` })).toBeVisible();
  await expect(drawer.getByRole('link', { name: options.name })).toHaveAttribute('translate', 'no');
  const viewCart = drawer.getByRole('link', { name: 'Προβολή καλαθιού' });
  await expect(viewCart).toHaveAttribute('href', '/el/cart');
  await expect(drawer.getByRole('link', { name: 'Ολοκλήρωση αγοράς' })).toHaveAttribute(
    'href',
    '/el/checkout',
  );
  await expect(drawer).not.toContainText(/Subtotal|View Cart|Your cart/);
  await page.screenshot({ path: `${SHOTS}/drawer-${width}.png` });

  await viewCart.click();
  await expect(page).toHaveURL(/\/el\/cart$/);
  await expect(page).toHaveTitle(/^Καλάθι/);
  await expect(page.getByRole('heading', { level: 1, name: 'Καλάθι' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Σύνοψη παραγγελίας' });
  await expect(summary.getByText('Οι τιμές και το απόθεμα επιβεβαιώθηκαν')).toBeVisible();
  const total = summary.getByText('Σύνολο', { exact: true }).locator('xpath=following-sibling::dd');
  const before = (await total.textContent())!;
  expect(before).toMatch(GREEK_MONEY);
  await page.getByRole('button', { name: `Αύξηση ποσότητας: ${options.name}` }).click();
  await expect(page.getByRole('combobox', { name: `Ποσότητα: ${options.name}` })).toHaveValue('2');
  await expect(total).not.toHaveText(before);
  await expect(total).toHaveText(GREEK_MONEY);
  await expect(summary.getByText('Οι τιμές και το απόθεμα επιβεβαιώθηκαν')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ποσότητα' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Συνέχεια αγορών' })).toHaveAttribute('href', '/el');
  await expect(page.locator('main')).not.toContainText(/Order Summary|Continue Shopping|Quantity/);
  await noHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/cart-${width}.png`, fullPage: true });
});

test('@phone quick add on a Greek listing: the dialog, its colours and the toast in Greek', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  await openReady(page, '/el/collections/new-arrivals');
  const card = page.getByTestId('product-card').first();
  const name = (await card.locator('h3').textContent())!;
  await expect(card.locator('h3')).toHaveAttribute('translate', 'no');
  await card.hover();
  await card.getByRole('link', { name: `Γρήγορη προσθήκη: ${name}` }).click();
  const dialog = page.getByTestId('quick-add-dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  const colours = dialog.getByRole('group', { name: /^Χρώμα: [\u0370-\u03ff]/ });
  await expect(colours.getByRole('radio').first()).toBeChecked();
  await expect(colours.getByRole('radio').first()).toHaveAttribute('aria-label', /^[\u0370-\u03ff]/);
  const sizes = dialog.getByRole('group', { name: 'Μέγεθος' });
  if ((await sizes.getByRole('radio').count()) > 1)
    await sizes.locator('label:has(input:not([disabled]))').first().click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'ΠΡΟΣΘΗΚΗ ΣΤΟ ΚΑΛΑΘΙ' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('toast').last()).toHaveText(`Προστέθηκε στο καλάθι: ${name}`);
  await expect(
    page
      .getByTestId('cart-drawer')
      .getByText(/^Χρώμα: [\u0370-\u03ff]/)
      .first(),
  ).toBeVisible();
});
