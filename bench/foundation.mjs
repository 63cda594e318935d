// Foundation benchmark: sandbox seed time and the bulk item list ($TableGetView?file=item) at
// 1,500 and 50,000 items: time (median of 5) and bytes, plain and gzip.
// Usage: node bench/foundation.mjs [items...]   (default: 1500 50000)
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startErpSandbox } from '../sandbox/erp/server.mjs';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [1500, 50000];

function get(url, gzip) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(url, { headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ ms: performance.now() - t0, bytes, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const n of counts) {
  const dataDir = mkdtempSync(join(tmpdir(), 'erp-bench-'));
  const t0 = performance.now();
  const sandbox = await startErpSandbox({ port: 0, dataDir, seedItems: n, seed: 42 });
  const seedMs = performance.now() - t0;
  const url = `${sandbox.url}/$TableGetView?system=pos&file=item`;
  const row = {};
  for (const gzip of [false, true]) {
    await get(url, gzip); // warm
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await get(url, gzip));
    row[gzip ? 'gzip' : 'plain'] = {
      medianMs: Math.round(median(runs.map((r) => r.ms))),
      bytes: runs[0].bytes,
      status: runs[0].status,
    };
  }
  console.log(JSON.stringify({ items: n, seedAndStartMs: Math.round(seedMs), itemView: row }));
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
