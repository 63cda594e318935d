// Per-request render cost (issue 28's budget: a catalogue page rendered per request costs at most
// 1.25 × the floor's force-dynamic route with as many cards). The built shop as `npm start` serves
// it (plain `next start`, no HTML cache) on the sandbox ERP beside the floor app, page by page in one
// run: closed-loop req/s (8 connections, 10 s), p50/p99 at a fixed rate, and the CPU ms the server's
// processes spent per request (what stays comparable when other work shares the machine); servers
// on CPU 0, the load on CPU 1.
// Usage, inside the build lock, after `next build` of the shop and of bench/floor (bench/report.mjs
// builds both): node bench/render.mjs [path...]   (default: / /outlet /men /product/5001 /products?search=jeans)
// Env: BENCH_RATE (fixed rate, default 10 req/s); SHOP_CPU_PROF=<dir> runs the shop under
// `node --cpu-prof` writing there (written when it stops).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextStartArgs, waitFor } from '../scripts/lib/processes.mjs';
import { cardsIn, groupCpuMs, load, prepareFloor, startFloor, startPinned } from './lib/shop-and-floor.mjs';

const SHOP_PORT = Number(process.env.PORT ?? 3360);
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 3361);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const paths = process.argv.slice(2);
const ROUTES = paths.length ? paths : ['/', '/outlet', '/men', '/product/5001', '/products?search=jeans'];
const BUDGET = 1.25;

/** A page's HTML; once more when the server had closed fetch's kept-alive socket meanwhile. */
const pageHtml = (url) =>
  fetch(url).then(
    (r) => r.text(),
    () => fetch(url).then((r) => r.text()),
  );

/**
 * Every page on both servers, before any is measured: the JIT warms up per code path, so without
 * this the first page of a run paid up to twice its later cost (decisions/0064).
 */
async function warmUp(urls, rounds = 25) {
  for (const url of urls) {
    for (let i = 0; i < rounds; i += 1) {
      await Promise.all([0, 1, 2, 3].map(() => pageHtml(url)));
    }
  }
}

/** load() with the CPU the server's processes spent per request (warm-up and both loops). */
function measured(server, url) {
  const before = groupCpuMs(server.group);
  const r = load(url, RATE);
  const requests = 50 + r.reqPerSec * r.seconds + r.errors + RATE * r.seconds;
  return { ...r, cpuMsPerReq: Math.round(((groupCpuMs(server.group) - before) / requests) * 10) / 10 };
}

prepareFloor();
const dataDir = mkdtempSync(join(tmpdir(), 'ruck-render-'));
const profDir = process.env.SHOP_CPU_PROF;
const shop = nextStart();

/** Plain `next start` on the sandbox ERP; started here (not through npm start) so it can be profiled. */
function nextStart() {
  const erpPort = process.env.SANDBOX_ERP_PORT ?? '4360';
  const erp = startPinned(['sandbox/erp/server.mjs'], {
    SANDBOX_ERP_PORT: erpPort,
    SANDBOX_DATA_DIR: join(dataDir, 'erp'),
  });
  // Node refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line.
  const profile = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const next = startPinned([...profile, ...nextStartArgs({ host: '127.0.0.1', port: SHOP_PORT })], {
    ERP_BASE_URL: `http://127.0.0.1:${erpPort}`,
    SITE_URL: `http://127.0.0.1:${SHOP_PORT}`,
    SHOP_DATA_DIR: join(dataDir, 'shop'),
  });
  return { group: next.group, stop: () => Promise.all([next.stop(), erp.stop()]) };
}
const floor = startFloor(FLOOR_PORT);
try {
  await waitFor(`http://127.0.0.1:${SHOP_PORT}/`, 'the shop', 180_000);
  await waitFor(`http://127.0.0.1:${FLOOR_PORT}/`, 'the floor app', 60_000);
  const cardCounts = new Map();
  for (const path of ROUTES)
    cardCounts.set(path, cardsIn(await pageHtml(`http://127.0.0.1:${SHOP_PORT}${path}`)));
  await warmUp(
    ROUTES.flatMap((path) => [
      `http://127.0.0.1:${SHOP_PORT}${path}`,
      `http://127.0.0.1:${FLOOR_PORT}/dynamic?cards=${cardCounts.get(path)}`,
    ]),
  );
  for (const path of ROUTES) {
    const cards = cardCounts.get(path);
    const s = measured(shop, `http://127.0.0.1:${SHOP_PORT}${path}`);
    const f = measured(floor, `http://127.0.0.1:${FLOOR_PORT}/dynamic?cards=${cards}`);
    const ratio = f.reqPerSec / Math.max(1, s.reqPerSec);
    const cpuRatio = s.cpuMsPerReq / f.cpuMsPerReq;
    const ok = (r) => `${r.toFixed(2)} × floor ${r <= BUDGET ? '✅' : '❌'}`;
    console.log(
      `${path} (${cards} cards): shop ${s.reqPerSec} req/s, p50 ${s.fixedRate.p50Ms} / p99 ${s.fixedRate.p99Ms} ms, ${s.cpuMsPerReq} CPU ms/req` +
        ` | floor ${f.reqPerSec} req/s, p50 ${f.fixedRate.p50Ms} / p99 ${f.fixedRate.p99Ms} ms, ${f.cpuMsPerReq} CPU ms/req` +
        ` | cost (≤ ${BUDGET}): by req/s ${ok(ratio)}, by CPU ${ok(cpuRatio)}` +
        (s.errors + s.fixedRate.errors ? ` | shop errors ${s.errors + s.fixedRate.errors}` : ''),
    );
  }
} finally {
  await Promise.all([shop.stop(), floor.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
