// Load on one URL, run as its own process (bench/report.mjs pins it to the CPU the servers are not
// on): closed-loop throughput (`connections` requests always in flight for `seconds`), then an open
// loop at a fixed rate (a request every 1/rate s whatever the answers do, latency counted from when
// each was due, so a stall shows in p99). Every request asks for gzip, as a browser does.
// Usage: node bench/lib/load.mjs <url> <rate> [seconds=10] [connections=8]   → one JSON line
import { Pool } from 'undici';

const [url, rateArg, secondsArg = '10', connectionsArg = '8'] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
const { origin, pathname, search } = new URL(url);
const path = pathname + search;
const pool = new Pool(origin, { connections, pipelining: 1 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function get() {
  try {
    const res = await pool.request({ path, method: 'GET', headers: { 'accept-encoding': 'gzip' } });
    await res.body.dump();
    return res.statusCode;
  } catch {
    return 0;
  }
}

async function closedLoop() {
  for (let i = 0; i < 50; i++) await get(); // warm caches and the JIT
  let done = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        if ((await get()) === 200) done++;
        else errors++;
      }
    }),
  );
  return { reqPerSec: Math.round(done / seconds), errors };
}

async function openLoop() {
  const pending = [];
  const t0 = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(get().then((status) => ({ status, ms: performance.now() - due })));
  }
  const results = await Promise.all(pending);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => Math.round(ms[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))] * 10) / 10;
  return { rate, p50Ms: pct(50), p99Ms: pct(99), errors: results.filter((r) => r.status !== 200).length };
}

const closed = await closedLoop();
await sleep(1000);
const open = await openLoop();
await pool.close();
console.log(JSON.stringify({ url, connections, seconds, ...closed, fixedRate: open }));
