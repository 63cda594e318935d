// @ts-check
// Fault injection on the REST calls (never on the hosted page or /__sandbox/*), in the style of the
// sandbox ERP's: POST /__sandbox/faults with a JSON object; missing keys are off, {} turns all off.
//   down: true       every REST call answers 503
//   latencyMs: n     (or "min-max") added before answering; SANDBOX_JCC_LATENCY_MS sets it at start
//   malformed: true  REST answers are cut-off JSON
import { parseLatency, withDefaults } from '../erp/faults.mjs';

/** @typedef {{ down: boolean, latencyMs: number | string, malformed: boolean }} JccFaults */

export const NO_FAULTS = Object.freeze({ down: false, latencyMs: 0, malformed: false });

/** @param {unknown} body @returns {{ settings: JccFaults } | { error: string }} */
export function validateFaults(body) {
  const merged = withDefaults(body, NO_FAULTS);
  if ('error' in merged) return merged;
  const s = merged.settings;
  if (typeof s.down !== 'boolean') return { error: 'down must be true or false' };
  if (typeof s.malformed !== 'boolean') return { error: 'malformed must be true or false' };
  if (!parseLatency(s.latencyMs))
    return { error: 'latencyMs must be milliseconds: a number or "min-max" (at most 60000)' };
  return { settings: /** @type {JccFaults} */ (s) };
}

/** @param {NodeJS.ProcessEnv} env @returns {JccFaults} */
export function faultsFromEnv(env) {
  const r = validateFaults({ latencyMs: env.SANDBOX_JCC_LATENCY_MS || 0 });
  if ('error' in r) {
    console.warn(`sandbox JCC: ignoring SANDBOX_JCC_LATENCY_MS: ${r.error}`);
    return { ...NO_FAULTS };
  }
  return r.settings;
}

/** @param {JccFaults} s */
export function delayOf(s) {
  const [min, max] = /** @type {[number, number]} */ (parseLatency(s.latencyMs));
  return min + Math.floor(Math.random() * (max - min + 1));
}
