import { expect, test } from '@playwright/test';
import { sandboxURL } from '../../playwright.config';
import { openReady } from './helpers';

// What a product page says before purchase (GPSR 2023/988 Art. 19; Textile Regulation 1007/2011
// Art. 16): warnings, the maker and its EU responsible person, the fibre composition, open on a
// phone (docs/decisions/0084-product-safety-facts.md). Items are picked from the sandbox ERP's own
// rows, so the test follows whatever the seed generated.

interface ItemRow {
  $$position: number;
  name: string;
  $brand: number;
  '*notes': string;
  '*warnings'?: string | null;
}
interface BrandRow {
  $$position: number;
  manufacturer: string;
  '*eu_responsible'?: string | null;
}

async function rows<T>(file: string): Promise<T[]> {
  return (await (await fetch(`${sandboxURL}/$TableGetView?system=pos&file=${file}`)).json()) as T[];
}

test("a kids' item with cords shows its warning before ADD TO BAG", async ({ page }) => {
  const item = (await rows<ItemRow>('item')).find((row) => /cords/.test(row['*warnings'] ?? ''))!;
  await openReady(page, `/product/${item.$$position}`);
  const warning = page.getByRole('note', { name: 'Safety warning' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(item['*warnings']!);
  expect(item.name).toMatch(/^(Boys|Girls)'/);
});

test('a brand made outside the EU shows its maker and its EU responsible person', async ({ page }) => {
  const brand = (await rows<BrandRow>('brand')).find((row) => row['*eu_responsible'])!;
  const item = (await rows<ItemRow>('item')).find((row) => row.$brand === brand.$$position)!;
  await openReady(page, `/product/${item.$$position}`);
  await expect(page.getByTestId('manufacturer')).toContainText(brand.manufacturer);
  const [name, ...rest] = brand['*eu_responsible']!.split('\n');
  const person = page.getByTestId('eu-responsible-person');
  await expect(person).toContainText(name);
  await expect(person.getByRole('link', { name: rest.at(-1)! })).toHaveAttribute(
    'href',
    `mailto:${rest.at(-1)}`,
  );

  // A maker inside the EU is its own responsible person: no second contact.
  const euBrand = (await rows<BrandRow>('brand')).find((row) => !row['*eu_responsible'])!;
  const euItem = (await rows<ItemRow>('item')).find((row) => row.$brand === euBrand.$$position)!;
  await openReady(page, `/product/${euItem.$$position}`);
  await expect(page.getByTestId('manufacturer')).toContainText(euBrand.manufacturer);
  await expect(page.getByTestId('eu-responsible-person')).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the fibre composition shows without opening anything', async ({ page }) => {
    const item = (await rows<ItemRow>('item')).find((row) => /Composition & Care: \d+%/.test(row['*notes']))!;
    await openReady(page, `/product/${item.$$position}`);
    const composition = page.getByTestId('composition');
    await composition.scrollIntoViewIfNeeded();
    await expect(composition).toBeVisible();
    await expect(composition).toHaveText(/\d+% \w+/);
    expect(await composition.evaluate((el) => el.closest('details') === null)).toBe(true);
  });
});
