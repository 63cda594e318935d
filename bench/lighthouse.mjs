// Lighthouse mobile (its default: simulated slow 4G, 4x CPU slowdown) on running shop pages, in
// Debian's Chromium; prints the median of N runs. Lighthouse is not a project dependency (it is
// large and only measures): npx fetches it once into the npm cache.
// Usage: node bench/lighthouse.mjs http://127.0.0.1:3000 /product/5001 [/outlet ...]   (RUNS=3)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'lh-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const path of paths.length ? paths : ['/product/5001']) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `${i}.json`);
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        base + path,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'ignore',
      },
    );
    const a = JSON.parse(readFileSync(out, 'utf8')).audits;
    results.push({
      lcp: a['largest-contentful-paint'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
    });
  }
  const pick = (k) => median(results.map((r) => r[k]));
  console.log(
    JSON.stringify({
      path,
      runs,
      lcpMs: Math.round(pick('lcp')),
      fcpMs: Math.round(pick('fcp')),
      tbtMs: Math.round(pick('tbt')),
      cls: pick('cls'),
    }),
  );
}
rmSync(dir, { recursive: true, force: true });
