// The speed report (issue 14, `npm run bench`): the shop's production build on the sandbox beside the
// floor app (bench/floor: a blank Next app on the same Next and React, one server-rendered page), both
// measured in the same run, every figure beside its budget (bench/lib/budgets.mjs). Writes
// bench/results/report-<date>.json and .md, and the table into docs/performance.md.
// Run it alone on the machine (it builds, runs Chromium and loads the CPU): here under
// `flock /tmp/next-build.lock npm run bench`.
// Options: --no-build (use the existing builds), --runs N (Lighthouse runs per page, default 5),
// --pages home,listing,… (default all seven, in English and in Greek: home-el, listing-el, …), --no-docs (leave docs/performance.md alone).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { nextBin, root, waitFor } from '../scripts/lib/processes.mjs';
import { pageChecks, renderCheck, searchCheck } from './lib/budgets.mjs';
import { lighthouseMedian } from './lib/lighthouse-run.mjs';
import { loadedBytes } from './lib/loaded-bytes.mjs';
import { writeFigures } from './lib/performance-doc.mjs';
import { reportMarkdown } from './lib/report-markdown.mjs';
import {
  cardsIn,
  floorDir,
  floorNextBin,
  load,
  prepareFloor,
  startFloor,
  startShop,
} from './lib/shop-and-floor.mjs';
import { BENCH_BAG, BENCH_LOGIN } from './lib/visit.mjs';

const ENGLISH_PAGES = [
  { key: 'home', path: '/' },
  { key: 'listing', path: '/outlet' },
  { key: 'product', path: '/product/5001' },
  { key: 'search', path: '/products?search=jeans' },
  { key: 'cart', path: '/cart', state: { cart: JSON.stringify(BENCH_BAG) } },
  { key: 'account', path: '/account', state: { login: BENCH_LOGIN } },
  { key: 'checkout', path: '/checkout', state: { cart: JSON.stringify(BENCH_BAG) } },
];
/** The same pages in Greek (issue 31), within the same budgets; the search in Greek words. */
const GREEK_PAGES = ENGLISH_PAGES.map((p) => ({
  ...p,
  key: `${p.key}-el`,
  path:
    p.key === 'search'
      ? `/el/products?search=${encodeURIComponent('τζιν')}`
      : `/el${p.path === '/' ? '' : p.path}`,
}));
const PAGES = [...ENGLISH_PAGES, ...GREEK_PAGES];

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: PAGES.map((p) => p.key).join(',') },
  },
});
const runs = Number(opts.runs);
const pages = opts.pages.split(',').map((key) => {
  const page = PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`unknown page ${key}; pages: ${PAGES.map((p) => p.key).join(', ')}`);
  return page;
});

const SHOP_PORT = Number(process.env.PORT ?? 3360);
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3361);
const shopBase = `http://127.0.0.1:${SHOP_PORT}`;
const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
/** Fixed rate for the latency run: well under either server's throughput on one core. */
const DYNAMIC_RATE = 10;
const log = (...a) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function build(bin, dir, what) {
  log(`building ${what}`);
  execFileSync(process.execPath, [bin, 'build', dir], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'ruck-bench-'));

/** The shop's own hero slide and first eight card photos, as the floor's public files. */
async function copyShopImages() {
  const html = await (await fetch(`${shopBase}/`)).text();
  const originals = [...html.matchAll(/<img[^>]*?\ssrc="\/_next\/image\?url=([^&"]+)/g)].map((m) =>
    decodeURIComponent(m[1]),
  );
  const hero = originals[0];
  const cards = [...new Set(originals.slice(1).filter((u) => u.startsWith('/media/item')))].slice(0, 8);
  mkdirSync(join(floorDir, 'public', 'products'), { recursive: true });
  const save = async (src, to) => {
    const res = await fetch(shopBase + src);
    if (!res.ok) throw new Error(`image ${src}: ${res.status}`);
    writeFileSync(join(floorDir, 'public', to), Buffer.from(await res.arrayBuffer()));
  };
  await save(hero, 'hero.jpg');
  for (let i = 0; i < 8; i++) await save(cards[i % cards.length], `products/${i + 1}.jpg`);
  return { hero, cards };
}

/** bench/search.mjs's measurement, on the CPU the (now idle) servers are not pinned to. */
function searchBench() {
  const out = execFileSync(
    'taskset',
    ['-c', '1', process.execPath, '--expose-gc', join(root, 'bench/search.mjs'), '50000'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const m = /overlay query \((\d+) kept\) p50 ([\d.]+) ms p99 ([\d.]+) ms/.exec(out);
  if (!m) throw new Error(`bench/search.mjs said: ${out}`);
  return { items: 50000, kept: Number(m[1]), p50Ms: Number(m[2]), p99Ms: Number(m[3]), line: out.trim() };
}

// ---- run ----
const started = new Date();
prepareFloor();
if (!opts['no-build']) {
  build(nextBin, root, 'the shop');
  build(floorNextBin, floorDir, 'the floor app');
}
const shop = startShop({ port: SHOP_PORT, dataDir });
const floor = startFloor(FLOOR_PORT);
const stopAll = () => Promise.all([shop.stop(), floor.stop()]);
try {
  await waitFor(`${shopBase}/`, 'the shop', 180_000);
  const images = await copyShopImages();
  await waitFor(`${floorBase}/`, 'the floor app', 60_000);
  log('hero', images.hero, 'cards', images.cards.length);

  // Bytes, as Chromium downloads them.
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const strip = ({ html, ...rest }) => ({ ...rest, cards: cardsIn(html) });
  const floorBytes = strip(await loadedBytes(browser, floorBase, '/'));
  const shopBytes = {};
  for (const p of pages) {
    log('bytes', p.path);
    shopBytes[p.key] = strip(await loadedBytes(browser, shopBase, p.path, p.state));
  }
  await browser.close();
  /** The floor's HTML for a card count, gzip as the browser receives it (dynamic route, same markup). */
  const floorHtml = {};
  for (const n of new Set(Object.values(shopBytes).map((b) => b.cards))) {
    floorHtml[n] = await htmlGzOf(`${floorBase}/dynamic?cards=${n}`);
  }

  // Lighthouse, median of `runs`.
  log(`Lighthouse, ${runs} runs each`);
  const floorLh = await lighthouseMedian(floorBase, '/', runs);
  const shopLh = {};
  for (const p of pages) {
    log('Lighthouse', p.path);
    shopLh[p.key] = await lighthouseMedian(shopBase, p.path, runs, p.state);
  }

  // Throughput: the home page as `npm start` serves it, rendered per request (no HTML cache on a
  // node: decisions/0068), against the floor's force-dynamic route with as many cards.
  log('load: rendered per request');
  const homeCards = shopBytes.home?.cards ?? 16;
  const throughput = {
    dynamic: {
      shop: load(`${shopBase}/`, DYNAMIC_RATE),
      floor: load(`${floorBase}/dynamic?cards=${homeCards}`, DYNAMIC_RATE),
    },
  };

  log('search at 50,000 items');
  const search = searchBench();

  const floorFig = { bytes: floorBytes, htmlGzFor: (n) => floorHtml[n], lighthouse: floorLh };
  const checks = [
    ...pages.flatMap((p) =>
      pageChecks(p.key, { bytes: shopBytes[p.key], lighthouse: shopLh[p.key] }, floorFig),
    ),
    renderCheck(throughput.dynamic.shop.reqPerSec, throughput.dynamic.floor.reqPerSec),
    searchCheck(search.p99Ms),
  ];
  const report = {
    date: started.toISOString(),
    minutes: Math.round((Date.now() - started.getTime()) / 6000) / 10,
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.version,
      chromium: chromiumVersion(),
    },
    lighthouseRuns: runs,
    images,
    floor: { bytes: floorBytes, htmlGzByCards: floorHtml, lighthouse: floorLh },
    pages: pages.map((p) => ({
      ...p,
      state: p.state ? Object.keys(p.state) : [],
      bytes: shopBytes[p.key],
      lighthouse: shopLh[p.key],
    })),
    throughput,
    search,
    checks,
  };
  const stamp = started.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const md = reportMarkdown(report);
  writeFileSync(join(dir, `report-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, `report-${stamp}.md`), md);
  if (!opts['no-docs']) await writeFigures(join(root, 'docs', 'performance.md'), md);
  console.log(md);
  log(
    `written bench/results/report-${stamp}.{json,md}; ${checks.filter((c) => !c.ok).length} of ${checks.length} budgets missed`,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

async function htmlGzOf(url) {
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
}

function chromiumVersion() {
  try {
    return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}
