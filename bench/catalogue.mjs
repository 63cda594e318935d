// Catalogue benchmark (issue: browsing and SEO). For each seed size it starts the sandbox ERP and
// the built shop (plain `next start` pinned to CPU 0; the load runs on CPU 1) and reports, for home
// a PLP and a PDP: server render latency p50/p99 at a fixed request rate, HTML and JS bytes gzip,
// and throughput, every page rendered per request (no HTML cache on a node: decisions/0068).
// Usage: npm run build && node bench/catalogue.mjs [items...]   (default: 1500 50000)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextStartArgs } from '../scripts/lib/processes.mjs';
import { fixedRate } from './lib/fixed-rate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SHOP = 3400;
const ERP = 4400;
// Home, a PLP and a product page (issue: product detail); BENCH_ROUTES=/a,/b picks others.
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/outlet', '/product/5001'];
const RATE = Number(process.env.BENCH_RATE ?? 20); // requests per second for the latency run
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitUp(url, ms = 180_000) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not come up`);
}

function start(cmd, args, env) {
  return spawn('taskset', ['-c', '0', cmd, ...args], {
    cwd: root,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function get(path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(
      { host: '127.0.0.1', port: SHOP, path, agent, headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - t0, status: 0 }));
    req.end();
  });
}

function wrk(path) {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'wrk',
      '-t1',
      '-c16',
      '-d10s',
      '-H',
      'Accept-Encoding: gzip',
      `http://127.0.0.1:${SHOP}${path}`,
    ],
    { encoding: 'utf8' },
  );
  return Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0));
}

function bytes(path) {
  const out = execFileSync(
    process.execPath,
    [join(root, 'bench', 'first-load.mjs'), `http://127.0.0.1:${SHOP}`, path],
    { encoding: 'utf8' },
  );
  const r = JSON.parse(out.trim());
  return { htmlGz: r.htmlGz, jsGz: r.jsGz };
}

for (const items of sizes.length ? sizes : [1500, 50000]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-erp-'));
  const erp = start(process.execPath, ['sandbox/erp/server.mjs'], {
    SANDBOX_ERP_PORT: String(ERP),
    SANDBOX_DATA_DIR: dataDir,
    SEED_ITEMS: String(items),
  });
  await waitUp(`http://127.0.0.1:${ERP}/__sandbox/health`);
  const row = { items, routes: {} };
  const shop = start(process.execPath, nextStartArgs({ host: '127.0.0.1', port: SHOP }), {
    ERP_BASE_URL: `http://127.0.0.1:${ERP}`,
  });
  await waitUp(`http://127.0.0.1:${SHOP}/outlet`);
  for (const path of ROUTES) {
    for (let i = 0; i < 20; i++) await get(path); // warm caches and the JIT
    const r = (row.routes[path] = bytes(path));
    r.renderMs = await fixedRate(() => get(path).then((x) => x.status), RATE, SECONDS);
    r.dynamicReqPerSec = wrk(path);
  }
  shop.kill('SIGTERM');
  await sleep(500);
  console.log(JSON.stringify(row));
  erp.kill('SIGTERM');
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}
agent.destroy();
