import { expect, test, type APIRequestContext } from '@playwright/test';

/** The server's answer for `path`: its status, and its HTML, which must be Next's empty error shell. */
async function errorShell(request: APIRequestContext, path: string, status: number) {
  const res = await request.get(path);
  expect(res.status()).toBe(status);
  const html = await res.text();
  expect(html).toContain('<html id="__next_error__">');
  return html;
}

// A canary for vercel/next.js#62228: Next 16 answers a page's notFound() (and a thrown error) that
// no Suspense boundary catches with an empty `<html id="__next_error__">` shell that JavaScript
// fills in, so proxy.ts decides a page's 404 or 500 before Next renders it and rewrites it to a
// route Next renders complete (app/_status/page-status.ts; the cases in docs/decisions/0063).
//
// WHEN THIS TEST FAILS, Next renders notFound() complete in the server's HTML: the pre-check can
// go. Check a thrown error the same way (the error half of #62228), then remove
// app/_status/page-status.ts, lib/seo/status-routes.ts, app/status/ and the shape table of
// lib/seo/route-shape.ts, and let the pages' own notFound() and throws answer (seo.spec.ts says
// whether they are complete).
test("Next still answers a page's notFound() with the empty error shell (#62228): proxy.ts's pre-check is needed", async ({
  request,
}) => {
  const html = await errorShell(request, '/status/not-found-probe', 404);
  // The shell: neither the root layout (lang) nor app/not-found.tsx's heading.
  expect(html).not.toContain('<html lang="en"');
  expect(html).not.toContain('>404</h1>');
});

// The other half no route can answer: the root layout itself failing. Next sends its empty shell
// (500, Next's noindex) and draws app/global-error.tsx in the browser only; no proxy decision can
// help, as nothing the layout reads can be checked before it renders (decision 0063).
// WHEN THE FIRST ASSERTIONS FAIL, Next renders global-error on the server: keep the browser half.
test('a failing root layout: 500 with the empty shell from the server, the complete last-resort page in a browser', async ({
  request,
  page,
}) => {
  const html = await errorShell(request, '/status/layout-failure-probe', 500);
  expect(html.match(/<meta name="robots" content="noindex"\/>/g)).toHaveLength(1);
  expect(html).not.toContain('Unexpected Application Error!</h1>');

  const shown = await page.goto('/status/layout-failure-probe');
  expect(shown?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page).toHaveTitle('Unexpected Application Error!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Something went wrong on our side. Please try again.',
  );
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'TRY AGAIN' })).toBeVisible();
  await page.getByRole('link', { name: 'RETURN TO HOME' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'BESTSELLERS' })).toBeVisible();
});
