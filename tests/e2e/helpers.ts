import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailURL } from '../../playwright.config';

/** Opens a page and waits until its islands are hydrated (the scroll observer marks <html>). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-aos-ready', '');
}

export interface OptionsJson {
  id: number;
  name: string;
  href: string;
  priceCents: number;
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
  await expect(page.locator('html')).toHaveAttribute('data-aos-ready', '');
  await page.waitForTimeout(1600); // let the splash finish
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
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
