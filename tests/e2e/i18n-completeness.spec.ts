import { expect, test } from '@playwright/test';
import { LATIN_IN_GREEK } from './helpers';

// Issue 31's completeness check: a Greek page's server HTML (what a crawler and a shopper without
// JavaScript get) has no English left in what a shopper reads or a screen reader announces. The
// catalogue's own words (product names and descriptions, brand names: ERP data shown as it is) are
// marked translate="no", which is also what keeps a browser's translator off them; the rest is ours.

// The pages whose every word is translated so far.
const GREEK_PAGES = [
  '/el',
  '/el/men',
  '/el/women',
  '/el/account',
  '/el/cart',
  '/el/checkout',
  '/el/outlet',
  '/el/collections/new-arrivals',
  '/el/collections/bestsellers',
  '/el/men/1012',
  '/el/products?search=%CF%84%CE%B6%CE%B9%CE%BD',
  '/el/brands',
  '/el/product/5001',
  '/el/login',
  '/el/about-us',
  '/el/contact',
  '/el/faqs',
  '/el/shipping',
  '/el/stores',
  '/el/sustainability',
  '/el/accessibility',
  '/el/privacy-policy',
  '/el/terms-conditions',
  '/el/reset-password',
  '/el/wishlist',
  '/el/withdraw',
  '/el/order-status',
  '/el/no-such-page',
  '/el/product/99999999',
];

/** Besides LATIN_IN_GREEK: marks, sizes and the fits a Greek shop names in English. */
const SAME_IN_GREEK = new Set([
  ...LATIN_IN_GREEK,
  'EUR',
  'Visa',
  'VISA',
  'Mastercard',
  'Maestro',
  'Instagram',
  'INSTAGRAM',
  'CLUB',
  'Facebook',
  'TikTok',
  'XS',
  'XL',
  'XXL',
  'XXXL',
  'EU',
  'EAN',
  'OUTLET',
  'outlet',
  'cm',
  // Fits a Greek shop names in English (lib/i18n/catalogue-names.ts).
  'Skinny',
  'skinny',
  'Boyfriend',
  'Mom',
]);

test.use({ javaScriptEnabled: false });

for (const path of GREEK_PAGES) {
  test(`no English in the Greek server HTML of ${decodeURI(path)}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    const english = await page.evaluate(
      (allowed) => {
        const found = new Set<string>();
        const skip = (el: Element | null) =>
          !!el?.closest('script, style, template, [translate="no"], [hidden]');
        // The ERP's words on the page (names, descriptions): an attribute or the title that
        // quotes them ('Quick add <name>', an image's alt) is checked without them.
        const erp = [...document.querySelectorAll('[translate="no"]')]
          .map((el) => (el.textContent ?? '').trim())
          .filter(Boolean)
          .sort((a, b) => b.length - a.length);
        const words = (text: string, where: string) => {
          // A long text that is part of one of them (a description cut for the meta tag).
          if (text.trim().length >= 40 && erp.some((quoted) => quoted.includes(text.trim()))) return;
          const cleaned = erp
            .reduce((rest, quoted) => rest.split(quoted).join(' '), text)
            .replace(/\S+@\S+\.\S+/g, ' ')
            .replace(/https?:\/\/\S+/g, ' ')
            .replace(/\b[\w.-]+\.(com|cy|eu|org)\b/gi, ' ');
          for (const word of cleaned.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [])
            if (!allowed.includes(word)) found.add(`${word} (${where})`);
        };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!skip(node.parentElement))
            words(node.textContent ?? '', node.parentElement!.tagName.toLowerCase());
        for (const el of document.querySelectorAll(
          '[aria-label], [alt], [title], [placeholder], input[type=submit][value]',
        ))
          if (!skip(el))
            for (const attr of ['aria-label', 'alt', 'title', 'placeholder', 'value'])
              if (el.hasAttribute(attr) && (attr !== 'value' || el.matches('input[type=submit]')))
                words(el.getAttribute(attr)!, `@${attr}`);
        words(document.title, 'title');
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
        if (description) words(description, 'meta description');
        return [...found];
      },
      [...SAME_IN_GREEK],
    );
    expect(english).toEqual([]);
  });
}
