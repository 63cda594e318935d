import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
for (const u of ['/nope-xyz', '/product/99999999']) {
  const r = await p.goto('http://127.0.0.1:3320' + u);
  await p.waitForTimeout(2500);
  console.log(u, r.status(), p.url(), await p.locator('h1').allTextContents(), await p.locator('[data-testid=missing-path]').allTextContents());
}
await b.close();
