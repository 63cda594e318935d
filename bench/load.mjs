// `npm run load`: simulated shoppers against the cluster (scripts/cluster.mjs) on loopback, not part
// of `npm test` (a measurement, so it lives in bench/: docs/decisions/0019-bench-and-scripts.md;
// its pieces are in bench/load/). Each shopper repeats a weighted journey with 1-3 s of thinking between steps: the
// home page, a category listing with a filter, search (the overlay's API as they type, then
// /products?search=), a product page and its options, the cart quote, sometimes signing in and
// /account, and a fraction checks out: POST /api/checkout, pays on the sandbox gateway's hosted
// page with the success test card and follows the return. Every shopper connects from its own
// loopback address (127.1.x.y; Linux routes all of 127/8 to lo), so nginx sees distinct clients and
// the per-IP rate limits count each shopper as a real proxy would, with nothing relaxed for the test.
// Reported: errors, p50/p95/p99/max per route, orders paid versus the sandbox ERP's trans rows,
// and the RSS of every Node process of the cluster every 10 s. Exits 1 when a goal is missed, 3 when
// the run is void (the machine's idle speed moved more than 10 % between before and after it).
// Usage: npm run load -- [--shoppers 200] [--minutes 10] [--no-build] [--out file.md]
//        [--url http://127.0.0.1:8080 --erp http://127.0.0.1:4100 --database-url postgres://…]
// Without --url it starts the cluster (ports from CLUSTER_* / SANDBOX_* as for npm run cluster,
// data in .cluster/load/); with --url it loads a running one (memory found by those same ports).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { findSellableLine, runTag } from './lib/checkout.mjs';
import { clusterPorts, startCluster } from '../scripts/cluster.mjs';
import { root } from '../scripts/lib/processes.mjs';
import { clusterProcesses, cpuSeconds, rssMb } from './load/cluster-processes.mjs';
import { machineSpeed } from './load/machine-speed.mjs';
import { ordersVersusErp } from './load/orders-versus-erp.mjs';
import { memoryFigures, report, routeRows } from './load/report.mjs';
import { discover, shopper } from './load/shopper.mjs';
import { createTally } from './load/tally.mjs';

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
    url: { type: 'string' },
    erp: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const shoppers = Number(args.shoppers);
const minutes = Number(args.minutes);
if (!Number.isInteger(shoppers) || shoppers < 1 || shoppers > 60_000 || !(minutes > 0)) {
  console.error('--shoppers must be a whole number from 1 (at most 60000), --minutes a positive number');
  process.exit(2);
}
const durationMs = minutes * 60_000;
// RSS every 10 s; a short run samples more often, so its warm-up and last tenth have samples too.
const sampleMs = Math.max(1000, Math.min(10_000, Math.round(durationMs / 30)));
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const outFile = resolve(args.out ?? join(root, 'bench', 'results', `load-${stamp}.md`));

/** @type {import('./load/report.mjs').Plan} */
const plan = { shoppers, minutes, durationMs, sampleMs, argv: process.argv.slice(2) };
const tally = createTally();

let cluster;
let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await cluster?.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

let exitCode = 1;
try {
  const ports = clusterPorts();
  let base, erpUrl, databaseUrl, nodeNames;
  if (args.url) {
    base = args.url.replace(/\/+$/, '');
    erpUrl = args.erp?.replace(/\/+$/, '');
    databaseUrl = args['database-url'];
    nodeNames = ports.nodes.map((_, i) => `node-${String.fromCharCode(97 + i)}`);
  } else {
    console.log('Starting the cluster…');
    cluster = await startCluster({
      dir: join(root, '.cluster', 'load'),
      ports,
      build: !args['no-build'],
      install: true,
    });
    ({ url: base, erpUrl, databaseUrl } = cluster);
    nodeNames = cluster.nodes.map((n) => n.name);
  }
  const commit = (() => {
    try {
      const git = (/** @type {string[]} */ argv) =>
        execFileSync('git', argv, { cwd: root }).toString().trim();
      return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--untracked-files=no']) ? ' (with uncommitted changes)' : ''}`;
    } catch {
      return '?';
    }
  })();

  console.log(`Seeding: catalogue links, a line in stock, ${shoppers} accounts…`);
  const catalogue = await discover(base);
  const fallbackLine = await findSellableLine(base);
  const tag = runTag();
  const crowd = Array.from({ length: shoppers }, (_, i) =>
    shopper(i, { base, tag, catalogue, fallbackLine, tally }),
  );
  const seedStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < crowd.length) await crowd[next++].register();
    }),
  );
  const seededMs = performance.now() - seedStart;

  const cpuProcs = clusterProcesses(ports, nodeNames);
  const procs = [
    ...cpuProcs.filter((p) => p.node),
    { label: 'load tool (this process)', pid: process.pid, node: true },
  ];
  console.log(`Memory of: ${procs.map((p) => `${p.label} (${p.pid})`).join(', ')}`);
  const speedBefore = machineSpeed();
  const started = new Date();
  const t0 = Date.now();
  const end = t0 + durationMs;
  /** @type {{ t: number, rss: Record<string, number | null> }[]} */
  const samples = [];
  const sample = () =>
    samples.push({ t: Date.now() - t0, rss: Object.fromEntries(procs.map((p) => [p.label, rssMb(p.pid)])) });
  sample();
  const sampler = setInterval(sample, sampleMs);
  const progress = setInterval(() => {
    console.log(
      `${Math.round((Date.now() - t0) / 1000)} s: ${tally.requestCount()} requests, ${tally.errorCount()} errors, ${tally.counters.paid} orders paid`,
    );
  }, 30_000);
  const cpuBefore = cpuSeconds(cpuProcs.map((p) => p.pid));
  const selfBefore = process.cpuUsage();
  tally.measuring = true;
  const rampMs = Math.min(60_000, durationMs / 10);
  await Promise.all(crowd.map((s, i) => s.run(t0 + (i / shoppers) * rampMs, end)));
  tally.measuring = false;
  const cpuAfter = cpuSeconds(cpuProcs.map((p) => p.pid));
  const self = process.cpuUsage(selfBefore);
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = [
    ...cpuProcs.map((p, i) => ({ label: p.label, seconds: cpuAfter[i] - cpuBefore[i], elapsed })),
    { label: 'load tool (this process)', seconds: (self.user + self.system) / 1e6, elapsed },
  ];
  clearInterval(progress);
  sample();
  clearInterval(sampler);
  await Promise.all(crowd.map((s) => s.close()));
  const speed = { before: speedBefore, after: machineSpeed() };
  console.log(`Machine speed before → after: ${JSON.stringify(speed)}`);

  console.log('Comparing paid orders with the ERP…');
  const orders = await ordersVersusErp({ databaseUrl, erpUrl, tag, paidIds: tally.paidIds });
  const rows = routeRows(tally);
  const memory = memoryFigures(plan, samples, procs);
  const {
    md,
    summary,
    met,
    void: isVoid,
  } = report(plan, tally, {
    base,
    started,
    rows,
    orders,
    memory,
    cpu,
    speed,
    samples,
    procs,
    seededMs,
    commit,
  });
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, md);
  console.log(`\n${summary}\n\nReport: ${outFile}`);
  // A void run (the machine changed speed under it) neither passes nor fails: exit 3, run it again.
  exitCode = isVoid ? 3 : met ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await stopAll();
}
process.exit(exitCode);
