import { expect, test } from '@playwright/test';

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
  const res = await request.get('/status/not-found-probe');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('<html id="__next_error__">');
  // The shell: neither the root layout (lang) nor app/not-found.tsx's heading.
  expect(html).not.toContain('<html lang="en"');
  expect(html).not.toContain('>404</h1>');
});
