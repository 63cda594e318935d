import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailURL } from '../../playwright.config';

/**
 * Waits until React has hydrated the page: the header's search button, on every page, carries the
 * props React attaches to the elements it has taken over.
 */
export async function expectHydrated(page: Page) {
  const hydrated = () => {
    const button = document.querySelector('header button[aria-keyshortcuts]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  };
  await expect.poll(() => page.evaluate(hydrated)).toBe(true);
}

/** Opens a page and waits until its islands are hydrated. */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}

export interface OptionsJson {
  id: number;
  name: string;
  href: string;
  priceCents: number;
  /** The regular price of a reduced item. */
  originalPriceCents?: number;
  colours: { code: string; name: string; label: string }[];
  sizes: string[];
  imagesByColour: Record<string, string[]>;
  stock: Record<string, Record<string, number>> | null;
}

/** The shop's own quick-add data for a product: what the e2e tests choose products by. */
export async function productOptions(request: APIRequestContext, id: number): Promise<OptionsJson> {
  const res = await request.get(`/api/products/${id}/options`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** Product ids of the cards on a listing page, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  return page
    .locator('a[data-quick]')
    .evaluateAll((links) => links.map((a) => Number((a as HTMLElement).dataset.quick)));
}

/** Waits for hydration and the splash, then expects no WCAG 2.2 A/AA violations from axe. */
export async function expectNoAxeViolations(page: Page) {
  await expectHydrated(page);
  await page.waitForTimeout(1600); // let the splash finish
  expect(await axeViolations(page)).toEqual([]);
}

/** The page is no wider than the window: no text or element runs off the side (longer Greek words). */
export async function noHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The text of the first mail to `email` whose subject starts with `subject`, once it arrives. */
export async function mailText(email: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent(email)}`);
        const messages = (await res.json()) as { subject: string; text: string }[];
        text = messages.find((m) => m.subject.startsWith(subject))?.text ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

/** Issue 14's conformance target: WCAG 2.2 levels A and AA (axe's tags for 2.0, 2.1 and 2.2). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 A/AA violations on the page as it is now, one line each with the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A fade that starts while axe reads the page (the home carousel's next slide) would fail
  // contrast that both of its ends pass: under reduced motion the shop swaps without fading.
  const before = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Text caught mid fade-in (scroll reveals, menus) would fail contrast that its end state passes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself instead of opening a second page to merge frames'
  // results: a third of the time per route. Cross-origin frames (a map embed) are not ours anyway.
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
  await page.emulateMedia({ reducedMotion: before ? 'reduce' : 'no-preference' });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Why the focused element does not visibly show focus, or '' when it does: something is focused,
 * it matches :focus-visible, it (or, for a visually hidden radio or checkbox, its label) draws an
 * outline or a ring, and something else does not cover it whole (WCAG 2.4.7 and 2.4.11).
 */
export async function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const what = el.outerHTML.slice(0, 160);
    if (!el.matches(':focus-visible')) return `not :focus-visible: ${what}`;
    const own = el.getBoundingClientRect();
    const shown = own.width <= 1 || own.height <= 1 ? (el.closest('label') ?? el) : el;
    const style = getComputedStyle(shown);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (!outline && style.boxShadow === 'none') return `no focus indicator: ${what}`;
    // 2.4.11 (AA) fails only a fully hidden element: one of its corners or its centre showing will do.
    const box = shown.getBoundingClientRect();
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
    const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
    const tops = xs.flatMap((x) => ys.map((y) => document.elementFromPoint(x, y)));
    if (tops.some((top) => top && (shown.contains(top) || top.contains(shown)))) return '';
    const top = tops[4];
    return `covered by ${top?.outerHTML.slice(0, 80) ?? 'nothing (off screen)'}: ${what}`;
  });
}

/**
 * Latin-letter words Greek shop and legal text uses as they are: the shop's and the company's
 * names, card and payment names, standards and codes, and the loan words Cypriot shops write in
 * Latin letters (email, online, courier, cookies).
 */
export const LATIN_IN_GREEK = [
  'RUCK',
  'Ruck',
  'Fashion',
  'Ltd',
  'JCC',
  'WCAG',
  'AA',
  'EN',
  'axe',
  'IP',
  'JavaScript',
  'email',
  'online',
  'courier',
  'cookie',
  'cookies',
  'Cookies',
  'English',
  // The postal code's country prefix (CY-3036) and the Outlet, called so in Greek too.
  'CY',
  'Outlet',
];
