// JavaScript a first visit really downloads for a route, measured in Chromium: every script
// response until the network is idle (chunks the runtime loads itself included), gzip size.
// Usage: node bench/js-loaded.mjs http://127.0.0.1:3000 / /outlet /product/5001
// BENCH_LOGIN=email:password measures as that signed-in customer (e.g. /account, /wishlist).
// BENCH_CART='[{"id":5014,"name":"T","href":"/product/5014","size":"M","color":"White","quantity":1,
// "priceCents":1990}]' puts those lines in the bag (localStorage 'cart') first, e.g. for /checkout.
import { chromium } from '@playwright/test';
import { loadedBytes } from './lib/loaded-bytes.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const path of paths.length ? paths : ['/']) {
  const r = await loadedBytes(browser, base, path, {
    login: process.env.BENCH_LOGIN,
    cart: process.env.BENCH_CART,
  });
  console.log(JSON.stringify({ path, scripts: r.scripts, jsGz: `${(r.jsGz / 1024).toFixed(1)} KiB` }));
}
await browser.close();
