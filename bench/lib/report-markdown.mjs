// The speed report as Markdown: every figure beside its budget (✅ held, ❌ missed).

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const fmt = (c) =>
  c.unit === 'bytes' ? kib(c.value) : `${c.value}${c.unit && c.unit !== 'points' ? ` ${c.unit}` : ''}`;
const lim = (c) =>
  c.unit === 'bytes' ? kib(c.limit) : `${c.limit}${c.unit && c.unit !== 'points' ? ` ${c.unit}` : ''}`;
const cell = (c) => (c ? `${fmt(c)} ${c.ok ? '✅' : '❌'} (${c.op} ${lim(c)})` : '–');

/** @param {any} r the report object bench/report.mjs builds */
export function reportMarkdown(r) {
  const find = (page, figure) => r.checks.find((c) => c.page === page && c.figure === figure);
  const f = r.floor;
  const lines = [
    `## Figures (${r.date.slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}, ${r.machine.chromium}. ` +
      `Lighthouse 12 mobile, median of ${r.lighthouseRuns}, CPU multiplier ${f.lighthouse.cpuMultiplier}, ` +
      `benchmarkIndex ${f.lighthouse.benchmarkIndex} on the floor (runs: ${f.lighthouse.benchmarkIndexRuns.join(', ')}). ` +
      `${r.checks.filter((c) => c.ok).length} of ${r.checks.length} budgets held; the run took ${r.minutes} min.`,
    '',
    '| page | JS gz | CSS gz | HTML gz (cards) | score | LCP | FCP | TBT | CLS | benchmarkIndex |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| **floor** \`/\` | ${kib(f.bytes.jsGz)} | ${kib(f.bytes.cssGz)} | ${kib(f.bytes.htmlGz)} (${f.bytes.cards}) | ${f.lighthouse.score} | ${f.lighthouse.lcpMs} ms | ${f.lighthouse.fcpMs} ms | ${f.lighthouse.tbtMs} ms | ${f.lighthouse.cls} | ${f.lighthouse.benchmarkIndex} |`,
    ...r.pages.map(
      (p) =>
        `| ${p.key} \`${p.path}\` | ${cell(find(p.key, 'JS gz'))} | ${kib(p.bytes.cssGz)} | ${cell(find(p.key, 'HTML gz'))} (${p.bytes.cards}) | ${cell(find(p.key, 'Lighthouse score'))} | ${cell(find(p.key, 'LCP'))} | ${p.lighthouse.fcpMs} ms | ${cell(find(p.key, 'TBT'))} | ${cell(find(p.key, 'CLS'))} | ${p.lighthouse.benchmarkIndex} |`,
    ),
    '',
    `HTML budget: 1.2 × the floor's HTML for the same number of cards (floor, gzip: ${Object.entries(
      f.htmlGzByCards,
    )
      .map(([n, b]) => `${n} cards ${kib(b)}`)
      .join(', ')}). JS budget: floor + 16 KiB on browsing pages, + 60 KiB on /account and /checkout.`,
    '',
    '| throughput (home) | shop req/s | floor req/s | shop p50 / p99 | floor p50 / p99 | fixed rate |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(r.throughput).map(([k, { shop, floor }]) => {
      const req = cell(r.checks.find((c) => c.figure === 'throughput'));
      return `| ${k} | ${req} | ${floor.reqPerSec} | ${shop.fixedRate.p50Ms} / ${shop.fixedRate.p99Ms} ms | ${floor.fixedRate.p50Ms} / ${floor.fixedRate.p99Ms} ms | ${shop.fixedRate.rate} req/s |`;
    }),
    '',
    `Throughput: ${r.throughput.dynamic.shop.connections} connections for ${r.throughput.dynamic.shop.seconds} s, servers on CPU 0 and the load on CPU 1; ` +
      `dynamic is the shop as \`npm start\` serves it (plain \`next start\`, every page rendered per request) against the floor's force-dynamic route with as many cards.`,
    '',
    `Search at ${r.search.items.toLocaleString('en')} items (${r.search.kept} kept, 40 typed queries × 50): p50 ${r.search.p50Ms} ms, p99 ${cell(r.checks.find((c) => c.figure === 'p99'))}.`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
