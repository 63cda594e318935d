import { expect, test } from '@playwright/test';
import { readReducedItems } from '../../sandbox/erp/price-history.mjs';
import { expectNoAxeViolations, openReady, productOptions } from './helpers';

// Every announced reduction shows its prior price, the lowest of the 30 days before it (98/6/EC
// Art. 6a), from the history `npm start` seeds for the first reduced sandbox items
// (sandbox/erp/price-history.mjs): here, the one raised shortly before its "reduction" and the one
// reduced more than 30 days ago.

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

const seededItems = () => readReducedItems('sandbox/data-e2e/erp.sqlite');

test('a price raised shortly before its reduction: the page, its structured data, the mini-cart and /cart show the lower price before the raise', async ({
  page,
  request,
}) => {
  const [raised] = seededItems();
  // The scenario's price before the raise: halfway between sale and regular, on 10 cents.
  const before = Math.round((raised.saleCents + raised.priceCents) / 20) * 10;
  expect(before).toBeLessThan(raised.priceCents);
  await openReady(page, (await productOptions(request, raised.position)).href);
  await expect(page.getByTestId('prior-price')).toHaveText(
    `Lowest price in the 30 days before the reduction: ${euros(before)}`,
  );
  const price = page.getByTestId('product-price');
  await expect(price.locator('s')).toHaveText(`Prior price ${euros(before)}`);
  await expect(price).not.toContainText(euros(raised.priceCents));
  const percent = Math.floor(((before - raised.saleCents) * 100) / before);
  await expect(price).toContainText(`-${percent}%`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const group = blocks.flatMap((b) => [JSON.parse(b)].flat()).find((d) => d['@type'] === 'ProductGroup');
  const offer = group.hasVariant[0].offers;
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
  request,
}) => {
  const older = seededItems()[2];
  await openReady(page, (await productOptions(request, older.position)).href);
  await expect(page.getByTestId('prior-price')).toHaveText(
    `Lowest price in the 30 days before the reduction: ${euros(older.priceCents)}`,
  );
});
