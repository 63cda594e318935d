// Load on one URL, run as its own process (bench/report.mjs pins it to the CPU the servers are not
// on): closed-loop throughput (`connections` requests always in flight for `seconds`), then an open
// loop at a fixed rate (a request every 1/rate s whatever the answers do, latency counted from when
// each was due, so a stall shows in p99). Every request asks for gzip, as a browser does.
// Usage: node bench/lib/load.mjs <url> <rate> [seconds=10] [connections=8]   → one JSON line
import { Pool } from 'undici';
import { fixedRate } from './fixed-rate.mjs';

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

const closed = await closedLoop();
await sleep(1000);
const open = await fixedRate(get, rate, seconds);
await pool.close();
console.log(JSON.stringify({ url, connections, seconds, ...closed, fixedRate: open }));
