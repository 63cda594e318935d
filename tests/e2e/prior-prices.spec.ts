import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { reducedItems } from '../../sandbox/erp/price-history.mjs';
import { expectNoAxeViolations, openReady } from './helpers';

// Every announced reduction shows its prior price, the lowest of the 30 days before it (98/6/EC
// Art. 6a), from the history `npm start` seeds for the first reduced sandbox items
// (sandbox/erp/price-history.mjs): here, the one raised shortly before its "reduction" and the one
// reduced more than 30 days ago.

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

function seededItems() {
  const erp = new Database('sandbox/data-e2e/erp.sqlite', { readonly: true });
  const rows = erp
    .prepare("SELECT position, data FROM records WHERE system = 'pos' AND file = 'item' AND hidden = 0")
    .all() as { position: number; data: string }[];
  erp.close();
  return reducedItems(rows.map((r) => ({ position: r.position, data: JSON.parse(r.data) })));
}

test('a price raised shortly before its reduction: the page, its card data and the cart show the lower price before the raise', async ({
  page,
}) => {
  const [raised] = seededItems();
  // The scenario's price before the raise: halfway between sale and regular, on 10 cents.
  const before = Math.round((raised.saleCents + raised.priceCents) / 20) * 10;
  expect(before).toBeLessThan(raised.priceCents);
  await openReady(page, `/product/${raised.position}`);
  await expect(page.getByTestId('prior-price')).toHaveText(
    `Lowest price in the 30 days before the reduction: ${euros(before)}`,
  );
  const price = page.getByTestId('product-price');
  await expect(price.locator('s')).toHaveText(`Prior price ${euros(before)}`);
  await expect(price).not.toContainText(euros(raised.priceCents));
  const percent = Math.floor(((before - raised.saleCents) * 100) / before);
  await expect(price).toContainText(`-${percent}%`);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
      t.includes('ProductGroup'),
    )!,
  );
  const offer = ld.hasVariant[0].offers;
  expect(offer.price).toBe((raised.saleCents / 100).toFixed(2));
  expect(offer.priceSpecification[1]).toEqual({
    '@type': 'UnitPriceSpecification',
    priceType: 'https://schema.org/StrikethroughPrice',
    price: (before / 100).toFixed(2),
    priceCurrency: 'EUR',
  });
  expect(offer.shippingDetails.shippingDestination.addressCountry).toBe('CY');
  expect(offer.hasMerchantReturnPolicy['@type']).toBe('MerchantReturnPolicy');
  await expectNoAxeViolations(page);

  await page.locator('label:has(input[name="size"]:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  await expect(page.getByRole('dialog').locator('s')).toHaveText(euros(before));
  await openReady(page, '/cart');
  await expect(page.getByRole('row').nth(1).locator('s:visible')).toHaveText(euros(before));
});

test('a reduction older than 30 days is announced against the price before it, not its own price', async ({
  page,
}) => {
  const older = seededItems()[2];
  await openReady(page, `/product/${older.position}`);
  await expect(page.getByTestId('prior-price')).toHaveText(
    `Lowest price in the 30 days before the reduction: ${euros(older.priceCents)}`,
  );
});
