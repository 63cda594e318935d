import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openReady } from './helpers';
import { addABestseller, signInAsDemo } from './purchase';

// The findings third-party accessibility checkers reported beyond axe's WCAG rules (issue 30,
// decision 0091): content outside any landmark, filters that apply on a tick without saying so
// (WCAG 3.2.2), and street-address autocomplete on a one-line input.

test('@phone every part of the page sits in a landmark, the delivery banner too', async ({ page }) => {
  for (const path of ['/', '/outlet', '/privacy-policy']) {
    await openReady(page, path);
    const results = await new AxeBuilder({ page }).withRules(['region']).setLegacyMode().analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' '))).flat(), path).toEqual([]);
  }
  await expect(page.getByRole('region', { name: 'Delivery offer' })).toHaveText(
    'Free shipping on orders over €50',
  );
});

test('the filters say before a tick that the results update, and each group points at it', async ({
  page,
}) => {
  await openReady(page, '/outlet');
  const note = page.getByText('Results update as you tick filters.');
  await expect(note).toBeVisible();
  const groups = page.locator('form#listing-filters fieldset');
  expect(await groups.count()).toBeGreaterThan(1);
  for (const group of await groups.all())
    await expect(group).toHaveAccessibleDescription('Results update as you tick filters.');
  // The note comes before the first checkbox in reading order.
  const [noteY, firstY] = await Promise.all([
    note.evaluate((el) => el.getBoundingClientRect().top),
    groups
      .first()
      .getByRole('checkbox')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top),
  ]);
  expect(noteY).toBeLessThan(firstY);
});

test('one-line address inputs ask for address-line1, never street-address', async ({ page }) => {
  await addABestseller(page);
  await openReady(page, '/checkout');
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute(
    'autocomplete',
    'address-line1',
  );
  await signInAsDemo(page);
  for (const path of ['/checkout', '/account']) {
    await openReady(page, path);
    await expect(page.locator('[autocomplete="street-address"]:not(textarea)')).toHaveCount(0);
  }
  await expect(page.locator('input[autocomplete="address-line1"]')).toHaveCount(1);
});
