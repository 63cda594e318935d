import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { sandboxURL, strictBaseURL } from '../../playwright.config';

// GET /api/health on the running shop and its sandbox ERP. This runner asks from 127.0.0.1, so the
// first shop (no TRUSTED_PROXIES) sees a loopback client; the strict shop trusts 127.0.0.1 as its
// proxy, so there the client is the X-Forwarded-For address the "proxy" appended.

const faults = (body: object) =>
  fetch(`${sandboxURL}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });

test('answers loopback with each system, and the public with one word, never stored', async ({ request }) => {
  const local = await request.get('/api/health');
  expect(local.status()).toBe(200);
  expect(local.headers()['cache-control']).toBe('no-store');
  expect(await local.json()).toMatchObject({
    status: 'ok',
    uptimeS: expect.any(Number),
    dependencies: {
      erp: { status: 'up', latencyMs: expect.any(Number) },
      database: { status: 'up', latencyMs: expect.any(Number) },
      redis: { status: 'not configured' },
    },
  });

  // A client that names another address itself is still the loopback peer it is: only a trusted
  // proxy may speak for a client (server/http/forwarded.mjs, whichever server runs the shop).
  const spoofed = await request.get('/api/health', { headers: { 'x-forwarded-for': '203.0.113.7' } });
  expect(await spoofed.json()).toMatchObject({ status: 'ok', dependencies: { erp: { status: 'up' } } });

  const outside = await request.get(`${strictBaseURL}/api/health`, {
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(outside.status()).toBe(200);
  expect(outside.headers()['cache-control']).toBe('no-store');
  expect(await outside.text()).toBe('ok');
});

test('says degraded (503) while the ERP fails, and ok again once it answers', async ({ request }) => {
  const status = async () => (await request.get('/api/health')).status();
  await faults({ failRate: 1, failStatus: 503 });
  try {
    // A report is reused for 2 s: the next one sees the ERP fail.
    await expect.poll(status, { timeout: 10_000, intervals: [500] }).toBe(503);
    const details = await (await request.get('/api/health')).json();
    expect(details.dependencies.erp).toMatchObject({ status: 'down', failure: 'unreachable' });
    expect(details.dependencies.database).toMatchObject({ status: 'up' });
  } finally {
    await faults({});
  }
  await expect.poll(status, { timeout: 10_000, intervals: [500] }).toBe(200);
});

test("the build's traces (what a standalone server copies) name no file of the data folder or the project's sources", () => {
  // A path built from SHOP_DATA_DIR once made the tracer take the whole project folder: a standalone
  // build made where the shop had run carried its session secret and database (turbopackIgnore in
  // server/runtime/node-process.ts, server/session-secret.ts, server/runtime/stores.ts, data-folder-lock.mjs).
  const traced = (
    JSON.parse(readFileSync('.next/server/instrumentation.js.nft.json', 'utf8')) as { files: string[] }
  ).files;
  expect(traced.length).toBeGreaterThan(0);
  expect(traced.filter((file) => /(^|\/)\.\.\/\.\.\/(\.data|tests|docs|bench|app)\//.test(file))).toEqual([]);
  expect(traced.filter((file) => /session-secret|shop\.db/.test(file))).toEqual([]);
});
