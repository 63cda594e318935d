import { expect, test } from '@playwright/test';
import { site } from '../../lib/site';
import { ACCESSIBILITY_ENFORCEMENT_BODY } from '../../lib/accessibility';
import { expectNoAxeViolations, openReady } from './helpers';

// The accessibility statement the European Accessibility Act asks of an online shop (Cyprus Law
// 57(I)/2024): reachable from every page's footer, with the standard, the testing, the limits, a
// feedback route and the enforcement body (docs/decisions/0083-accessibility-statement.md).

test('the footer leads to the accessibility statement, which is axe-clean', async ({ page }) => {
  await openReady(page, '/about-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
  await expectNoAxeViolations(page);
});

test('the statement names its standard, testing, limits, feedback route and enforcement body', async ({
  page,
}) => {
  await openReady(page, '/accessibility');
  const main = page.getByRole('main');
  for (const heading of [
    'The standard we meet',
    'How we test it',
    'Known limitations',
    'Feedback and contact',
    'Enforcement',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(main).toContainText('WCAG 2.2 level AA');
  await expect(main).toContainText('EN 301 549');
  await expect(main).toContainText('JCC');
  await expect(main.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  );
  await expect(main).toContainText(ACCESSIBILITY_ENFORCEMENT_BODY);
});

test('the sitemap lists the statement', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(index)![1];
  const shard = await (await request.get(new URL(first).pathname)).text();
  expect(shard).toMatch(/<loc>[^<]*\/accessibility<\/loc>/);
});
