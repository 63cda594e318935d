// Lighthouse mobile (its default: simulated slow 4G, 4x CPU slowdown) on running shop pages, in
// Debian's Chromium; prints the median of N runs. `npm run bench` (bench/report.mjs) runs the same
// measurement for every page beside the floor app.
// Usage: node bench/lighthouse.mjs http://127.0.0.1:3000 /product/5001 [/outlet ...]   (RUNS=3)
import { lighthouseMedian } from './lib/lighthouse-run.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);

for (const path of paths.length ? paths : ['/product/5001'])
  console.log(JSON.stringify({ path, ...(await lighthouseMedian(base, path, runs)) }));
