import { expect, test } from '@playwright/test';
import { openReady } from './helpers';

// Issue 29, Consistency: one case style for buttons and page headings (record 0080) and one
// word for the bag, "cart" (the spec's ADD TO BAG stays as it is), across the shopper's pages.
const PAGES = [
  '/login',
  '/outlet',
  '/collections/bestsellers',
  '/men',
  '/product/5001',
  '/cart',
  '/wishlist',
  '/about-us',
];

for (const path of PAGES) {
  test(`@phone ${path}: headings and buttons in one case, the bag called the cart`, async ({ page }) => {
    await openReady(page, path);
    const transforms = await page.evaluate(() => {
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
      const styled = [...document.querySelectorAll('h1, .btn, .btn-solid')].filter(
        (el) => visible(el) && !el.classList.contains('sr-only') && el.textContent?.trim(),
      );
      return styled.map((el) => ({
        text: el.textContent?.trim(),
        tag: el.tagName,
        transform: getComputedStyle(el).textTransform,
      }));
    });
    const product = path.startsWith('/product/');
    // A product page's heading is the product's name, in its own case.
    const titled = transforms.filter((t) => !(product && t.tag === 'H1'));
    // (The product page's buttons are its own pickers and ADD TO BAG, written in capitals.)
    if (!product) expect(titled.length).toBeGreaterThan(0);
    for (const t of titled) expect(t, t.text).toMatchObject({ transform: 'uppercase' });

    // The shop's own words: buttons, headings and labels outside the products and their links
    // (whose names may say "Bag").
    const words = await page.evaluate(() =>
      [...document.querySelectorAll('button, a, h1, h2, h3, [aria-label]')]
        .filter((el) => !el.closest('[data-testid="product-card"], a[href*="/product/"], main h1'))
        // A labelled element is read by its label (a labelled region's text holds its products').
        .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')
        .join(' | '),
    );
    expect(words.replace(/ADD TO BAG/g, '')).not.toMatch(/\b(bag|basket)\b/i);
  });
}
