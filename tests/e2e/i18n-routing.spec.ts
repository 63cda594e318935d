import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectHydrated, openReady } from './helpers';

// Issue 31: which language a page is served in, the language switch, and what search engines read
// (hreflang, canonicals, the sitemap). The rules themselves: lib/i18n/language-choice.ts.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The <link rel="alternate" hreflang> and canonical a page's server HTML names, as paths. */
async function headLinks(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers, maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const href = (tag: string) =>
    new URL(/href="([^"]+)"/.exec(tag)![1]).pathname + new URL(/href="([^"]+)"/.exec(tag)![1]).search;
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="[^"]+"\/>/g)].map((m) => [
      m[1],
      href(m[0]),
    ]),
  );
  const canonical = /<link rel="canonical" href="[^"]+"\/>/.exec(html)?.[0];
  return { html, alternates, canonical: canonical && href(canonical) };
}

test.describe('the language a page is served in', () => {
  test('a Greek browser’s first visit goes to the Greek page once, and Greek is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'el-GR' });
    const page = await context.newPage();
    await page.goto('/outlet?sort=price-asc');
    await expect(page).toHaveURL(/\/el\/outlet\?sort=price-asc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'el', httpOnly: true, sameSite: 'Lax' });
    // The page's icon, and the files beside the pages, are served where they are (they once
    // redirected to themselves for a Greek browser, twenty times over, on every Greek page).
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    for (const path of [icon!, '/robots.txt', '/sitemap.xml']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
    }
    await context.close();
  });

  test('a crawler is never redirected nor given a cookie, whatever its languages', async ({ request }) => {
    const res = await request.get('/men', {
      headers: { 'User-Agent': GOOGLEBOT, 'Accept-Language': 'el-GR,el' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
    expect(await res.text()).toMatch(/<html lang="en"/);
  });

  test('an address naming its language is never redirected away from it', async ({ request }) => {
    const res = await request.get('/el/men', {
      headers: { Cookie: 'lang=en', 'Accept-Language': 'en' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/<html lang="el"/);
  });
});

test.describe('the language switch', () => {
  test('keeps the page and its filters both ways, and the choice sticks @phone', async ({
    page,
    isMobile,
  }) => {
    await openReady(page, '/men?size=M');
    const toGreek = async () => {
      if (isMobile) {
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.getByRole('dialog').getByRole('link', { name: 'Ελληνικά' }).click();
      } else await page.getByRole('banner').getByRole('link', { name: 'Ελληνικά' }).click();
    };
    // Each switch is a whole-page load of a filtered listing (and, back to English, a redirect
    // first): under the full suite's load that can take longer than expect's default 5 s.
    const pageLoad = { timeout: 15_000 };
    await toGreek();
    await expect(page).toHaveURL(/\/el\/men\?size=M$/, pageLoad);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expectHydrated(page);
    const back = isMobile
      ? async () => {
          await page
            .getByRole('button', { name: /μενού|menu/i })
            .first()
            .click();
          await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
        }
      : () => page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await back();
    await expect(page).toHaveURL(/:\d+\/men\?size=M$/, pageLoad);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    // English chosen: a later visit to an English address stays English, even from a Greek browser.
    await page.setExtraHTTPHeaders({ 'Accept-Language': 'el' });
    await page.goto('/outlet');
    await expect(page).toHaveURL(/:\d+\/outlet$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('links on a Greek page stay in Greek, client navigation included', async ({ page }) => {
    await openReady(page, '/el/outlet');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((h) => !/^\/(el(\/|$|\?)|en(\/|$|\?)|api\/|media\/)/.test(h))).toEqual([]);
    await page.getByRole('main').locator('a[href*="/product/"]').first().click();
    await expect(page).toHaveURL(/\/el\/(men\/\d+\/)?product\/\d+/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  });
});

test.describe('what search engines read in each language', () => {
  for (const path of ['/', '/men', '/outlet?page=2', '/brands', '/about-us', '/cart']) {
    test(`${path}: hreflang en, el, x-default, and each language's own canonical`, async ({ request }) => {
      const greekPath = path === '/' ? '/el' : `/el${path}`;
      const english = await headLinks(request, path);
      const greek = await headLinks(request, greekPath);
      const expected = { en: path, el: greekPath, 'x-default': path };
      expect(english.alternates).toEqual(expected);
      expect(greek.alternates).toEqual(expected);
      expect(english.html).toMatch(/<html lang="en"/);
      expect(greek.html).toMatch(/<html lang="el"/);
      if (english.canonical) {
        expect(english.canonical).toBe(path);
        expect(greek.canonical).toBe(greekPath);
      }
    });
  }

  test('a product names its Greek address as its own canonical', async ({ request }) => {
    const english = await headLinks(request, '/product/5001');
    expect(english.canonical).toMatch(/^\/(men|women)\/\d+\/product\/5001$/);
    const greek = await headLinks(request, `/el${english.canonical}`);
    expect(greek.canonical).toBe(`/el${english.canonical}`);
    expect(greek.alternates).toEqual({
      en: english.canonical,
      el: `/el${english.canonical}`,
      'x-default': english.canonical,
    });
  });

  test('the sitemap lists each page in both languages with its alternates', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const shard = /<loc>[^<]*(\/sitemap\/0\.xml)<\/loc>/.exec(index)![1];
    const xml = await (await request.get(shard)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    const english = entries.filter((m) => !new URL(m[1]).pathname.startsWith('/el'));
    const greek = entries.filter((m) => new URL(m[1]).pathname.startsWith('/el'));
    expect(greek.length).toBe(english.length);
    const outlet = entries.find((m) => new URL(m[1]).pathname === '/el/outlet')![0];
    for (const [lang, p] of [
      ['en', '/outlet'],
      ['el', '/el/outlet'],
      ['x-default', '/outlet'],
    ])
      expect(outlet).toMatch(new RegExp(`hreflang="${lang}" href="https?://[^"/]+${p}"`));
  });
});
