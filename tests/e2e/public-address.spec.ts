import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';

// The e2e shop runs without SITE_URL on its own port (E2E_PORT, not 3000): every address it
// advertises must be the one it is served on, never a dead default.
test.describe('the public address follows the port the shop is served on', () => {
  test('robots.txt, the sitemap, canonical, og:url and JSON-LD name this port', async ({ request, page }) => {
    expect(new URL(baseURL).port).not.toBe('3000');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const index = await (await request.get('/sitemap.xml')).text();
    const locs = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const shard = await (await request.get(new URL(locs[0]).pathname)).text();
    expect(shard).toContain(`<loc>${baseURL}/`);

    await page.goto('/shipping');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shipping`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/shipping`);

    await page.goto('/');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
    expect(ld).toContain(`"url":"${baseURL}/"`);
    expect(ld).not.toMatch(/127\.0\.0\.1:3000|localhost:3000/);
  });
});
