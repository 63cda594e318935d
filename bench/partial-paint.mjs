// Layout shifts of a page whose HTML arrives in two parts: for every `--step` bytes of the markup
// (up to the RSC payload), a proxy sends the HTML up to that point, pauses, then sends the rest,
// as a slow network or a busy phone's parser does, and Chromium reports what moved when the rest
// came. A box anchored to its bottom or right edge shows up here (components/ui/parsed-whole.tsx).
// Usage, on a running shop: node bench/partial-paint.mjs <base> <path…> [--step 400] [--widths 390,1280]
// Prints each split that shifted something; exits 1 if any did.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { recordLayoutShifts } from './lib/layout-shifts.mjs';
import { stallingProxy } from './lib/stalling-proxy.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { step: { type: 'string', default: '400' }, widths: { type: 'string', default: '390,1280' } },
});
const [base = 'http://127.0.0.1:3000', ...paths] = positionals;
const step = Number(values.step);
const widths = values.widths.split(',').map(Number);
const PAUSE_MS = 400;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let shifted = 0;
for (const path of paths.length ? paths : ['/']) {
  const html = await (await fetch(base + path)).text();
  const start = html.indexOf('<body');
  const payload = html.indexOf('self.__next_f');
  const end = payload > 0 ? payload : html.length;
  const state = { split: start };
  const proxy = await stallingProxy(base, path, () => state.split, PAUSE_MS);
  for (const width of widths) {
    let loads = 0;
    for (state.split = start + step; state.split < end; state.split += step, loads++) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(proxy.url, { waitUntil: 'load' });
      await page.waitForTimeout(600);
      const shifts = await page.evaluate(() => window.__shifts);
      await context.close();
      if (!shifts.length) continue;
      shifted++;
      console.log(
        `${path} @${width}px split ${state.split} …${JSON.stringify(html.slice(state.split - 30, state.split))}`,
      );
      for (const s of shifts) console.log(`  ${s.value.toFixed(4)} ${s.sources.join(' | ')}`);
    }
    console.log(`${path} @${width}px: ${loads} splits checked`);
  }
  await proxy.close();
}
await browser.close();
process.exit(shifted ? 1 : 0);
