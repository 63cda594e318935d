// One Lighthouse mobile run (its defaults: simulated slow 4G, 4× CPU slowdown) in Debian's Chromium,
// in a fresh profile each time (so a cold cache), with the visit's state set up first. Lighthouse's
// own storage reset is off because it would sign the customer out and empty the bag; the fresh
// profile already gives every run, and the floor's, the same empty cache.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { prepareVisit } from './visit.mjs';

/**
 * @param {string} base origin
 * @param {string} path
 * @param {{ login?: string, cart?: string }} [state]
 */
export async function lighthouseRun(base, path, state = {}) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    if (state.login || state.cart) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/robots.txt`);
      await prepareVisit(page, state);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(base + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: a['largest-contentful-paint'].numericValue ?? NaN,
      fcpMs: a['first-contentful-paint'].numericValue ?? NaN,
      tbtMs: a['total-blocking-time'].numericValue ?? NaN,
      cls: a['cumulative-layout-shift'].numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of `runs` runs, figure by figure, with every run's benchmarkIndex kept. */
export async function lighthouseMedian(base, path, runs, state = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(base, path, state));
  const pick = (k) => median(all.map((r) => r[k]));
  return {
    runs,
    score: pick('score'),
    lcpMs: Math.round(pick('lcpMs')),
    fcpMs: Math.round(pick('fcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
    benchmarkIndexRuns: all.map((r) => Math.round(r.benchmarkIndex)),
    cpuMultiplier: all[0].cpuMultiplier,
    finalUrl: all[0].finalUrl,
  };
}
