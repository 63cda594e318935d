// JavaScript a first visit really downloads for a route, measured in Chromium: every script
// response until the network is idle (chunks the runtime loads itself included), gzip size.
// Usage: node bench/js-loaded.mjs http://127.0.0.1:3000 / /outlet /product/5001
// BENCH_LOGIN=email:password measures as that signed-in customer (e.g. /account, /wishlist).
// BENCH_CART='[{"id":5014,"name":"T","href":"/product/5014","size":"M","color":"White","quantity":1,
// "priceCents":1990}]' puts those lines in the bag (localStorage 'cart') first, e.g. for /checkout.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const path of paths.length ? paths : ['/']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (process.env.BENCH_LOGIN) {
    const [email, password] = process.env.BENCH_LOGIN.split(':');
    const res = await context.request.post(`${base}/api/auth/login`, {
      headers: { Origin: base },
      data: { email, password },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  if (process.env.BENCH_CART)
    await context.addInitScript((cart) => localStorage.setItem('cart', cart), process.env.BENCH_CART);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  const gz = all.reduce((n, b) => n + gzipSync(b).length, 0);
  console.log(JSON.stringify({ path, scripts: all.length, jsGz: `${(gz / 1024).toFixed(1)} KiB` }));
  await context.close();
}
await browser.close();
