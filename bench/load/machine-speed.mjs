// @ts-check
// How fast this machine is right now, as two fixed pieces of work timed while the cluster is idle:
// one password hash (scrypt at the shop's N and r) and a fixed amount of plain
// JavaScript (JSON and string work, the kind a page render does). On these shared machines the
// same work can take up to twice as long a few minutes later (19.1 ms, then 36.5 ms); the load
// report prints these figures before and after the run, so a run on a slow moment can be told
// from a slower shop.
import { scryptSync } from 'node:crypto';

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** @param {() => void} work @param {number} runs */
function timeMedian(work, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    work();
    times.push(performance.now() - t);
  }
  return Math.round(median(times) * 10) / 10;
}

function hash() {
  // N=2^14, r=8, p=1: the shop's cost when these figures began. The shop now hashes with p=5
  // (server/account/password.ts, docs/decisions/0010-sign-in-that-strangers-cannot-use-against-its-owner.md); kept at p=1 so runs compare with the first.
  scryptSync('correct horse battery staple', 'sixteen byte salt', 32, {
    N: 2 ** 14,
    r: 8,
    p: 1,
    maxmem: 64 * 2 ** 20,
  });
}

function script() {
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    id: i,
    name: `Item ${i}`,
    price: i * 1.5,
    tags: ['a', 'b', `${i}`],
  }));
  for (let k = 0; k < 10; k++) {
    const text = JSON.stringify(rows);
    const back = JSON.parse(text);
    back.map((/** @type {{ name: string }} */ r) => `<li>${r.name.toUpperCase()}</li>`).join('');
  }
}

/** @returns {{ scryptMs: number, scriptMs: number }} medians of 9 runs each, in ms */
export function machineSpeed() {
  return { scryptMs: timeMedian(hash, 9), scriptMs: timeMedian(script, 9) };
}

/** How far the idle probe may move between before and after a run for the run to count (issue 28). */
export const SPEED_DRIFT_LIMIT = 0.1;

/**
 * Whether a run says anything about the shop: void when either idle probe moved more than
 * SPEED_DRIFT_LIMIT between before and after, since the machine then changed speed under the run.
 * The shop's CPU per request is also given in units of the fixed script, which stays comparable
 * between runs on a faster or slower moment (the script's time scales with the machine as a
 * render does).
 * @param {{ before: { scryptMs: number, scriptMs: number }, after: { scryptMs: number, scriptMs: number } }} speed
 * @param {number} cpuMsPerRequest
 */
export function speedVerdict(speed, cpuMsPerRequest) {
  const drift = (/** @type {'scryptMs' | 'scriptMs'} */ k) =>
    Math.abs(speed.after[k] - speed.before[k]) / speed.before[k];
  const moved = Math.max(drift('scryptMs'), drift('scriptMs'));
  const scriptMs = (speed.before.scriptMs + speed.after.scriptMs) / 2;
  return { moved, void: moved > SPEED_DRIFT_LIMIT, cpuPerScript: cpuMsPerRequest / scriptMs };
}
