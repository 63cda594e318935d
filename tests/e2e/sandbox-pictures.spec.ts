import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectNoAxeViolations, openReady } from './helpers';

// Issue 29, sandbox realism: the sandbox ERP's items have two or more photos, and a shirt, a knit,
// a hoodie, a cropped jacket and a girl's dress each show theirs in the product page's gallery,
// front and back, loaded. Phone and desktop; photographed to /tmp/hs-shots for a look.

const SANDBOX_DB = join('sandbox', 'data-e2e', 'erp.sqlite');

/** The first item in the e2e ERP named like `name` with two or more photos of its first colour. */
function itemNamed(name: RegExp): { id: number; name: string; photos: string[] } {
  const db = new Database(SANDBOX_DB, { readonly: true });
  try {
    const rows = db
      .prepare("SELECT data FROM records WHERE system = 'pos' AND file = 'item' ORDER BY position")
      .all() as { data: string }[];
    for (const { data } of rows) {
      const row = JSON.parse(data) as { $$record: number; name: string; '**image_names': string };
      if (!name.test(row.name)) continue;
      const names = row['**image_names'].split('|');
      const colour = /_([A-Z0-9]+)_\d+\.\w+$/.exec(names[0])?.[1];
      const photos = names.filter((n) => n.includes(`_${colour}_`));
      if (photos.length >= 2) return { id: row.$$record, name: row.name, photos };
    }
  } finally {
    db.close();
  }
  throw new Error(`no item named ${name} with two photos`);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/hs-shots/${name}-${test.info().project.name}.png` });

/** The gallery's n-th (1-based) picture has loaded. */
const loaded = (page: Page, n: number) =>
  expect
    .poll(() =>
      page
        .getByTestId('product-gallery')
        .locator('ul[aria-label$=" images"] > li')
        .nth(n - 1)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

test.describe('sandbox pictures', () => {
  for (const [what, name] of [
    ['shirt', /Oxford Shirt$/],
    ['knit', /^(?!Boys|Girls).*Sweater$/],
    ['hoodie', /^(?!Boys|Girls).*Hoodie$/],
    ['cropped-jacket', /^Cropped Denim Jacket$/],
    ['girls-dress', /^Girls' .*Dress$/],
  ] as const)
    test(`@phone a ${what}'s product page shows its front and its back, loaded`, async ({ page }) => {
      const item = itemNamed(name);
      await openReady(page, `/product/${item.id}`);
      const gallery = page.getByTestId('product-gallery');
      await expect(gallery.getByRole('button', { name: /^Enlarge image/ })).toHaveCount(item.photos.length);
      await expect(gallery.locator('img[alt]').first()).toHaveAttribute(
        'src',
        new RegExp(encodeURIComponent(item.photos[0]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await loaded(page, 1);
      await shot(page, what);
      // The second photo, as a shopper reaches it: a thumbnail on desktop, a dot on phones.
      const phone = test.info().project.name === 'phone';
      await gallery
        .getByRole('button', {
          name: `${phone ? 'Image' : 'Show image'} 2 of ${item.photos.length}`,
          exact: true,
        })
        .click();
      await loaded(page, 2);
      await page.waitForTimeout(400); // the strip's smooth scroll
      await shot(page, `${what}-2`);
      if (what === 'girls-dress') await expectNoAxeViolations(page);
    });

  test("@phone the girls' dresses, women and men listings show each card a picture, and most a second for hovering", async ({
    page,
  }) => {
    const menus = (await (await page.request.get('/api/navigation')).json()) as {
      women: { categories: { id: number; name: string }[] }[];
    };
    const girls = menus.women.flatMap((g) => g.categories).find((c) => c.name === "Girls' Dresses");
    expect(girls, "the women's menu lists Girls' Dresses").toBeDefined();
    for (const [what, path] of [
      ['girls-dresses', `/women/category/${girls!.id}`],
      ['women', '/women'],
      ['men', '/men'],
    ]) {
      await openReady(page, path);
      const cards = page.getByTestId('product-card');
      const count = await cards.count();
      expect(count, path).toBeGreaterThan(4);
      expect(await cards.locator('.card-media img:not(.card-alt)').count(), path).toBe(count);
      expect(await cards.locator('img.card-alt').count(), path).toBeGreaterThan(count * 0.9);
      await shot(page, what);
    }
    await expectNoAxeViolations(page);
  });
});
