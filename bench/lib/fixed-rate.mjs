// An open loop: one request every 1/rate s whatever the answers do, each timed from when it was
// due, so a slow answer (or a stalled sender) shows in p99 instead of slowing the load down.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {() => Promise<number>} get sends one request, resolves to its HTTP status (0: failed)
 * @param {number} rate requests per second
 * @param {number} seconds
 */
export async function fixedRate(get, rate, seconds) {
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
