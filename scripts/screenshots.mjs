// Screenshots of running pages at phone (390 px) and desktop (1280 px) widths, for a person to
// look at. Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir / /men /outlet ...
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, outDir = 'screenshots', ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1600); // past the splash
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
