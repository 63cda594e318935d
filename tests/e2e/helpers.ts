import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until its islands are hydrated (the scroll observer marks <html>). */
export async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-aos-ready', '');
}

/** Waits for hydration and the splash, then expects no WCAG 2.2 A/AA violations from axe. */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-aos-ready', '');
  await page.waitForTimeout(1600); // let the splash finish
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
