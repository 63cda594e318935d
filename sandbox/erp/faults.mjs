// @ts-check
// Fault injection: added latency, error answers (503 unless failStatus says otherwise, e.g. 401 for a
// refused token, or 200 for a business refusal `{"error"}` such as a rejected order) and broken JSON
// bodies (see docs/erp-contract.md). Set from SANDBOX_LATENCY_MS / SANDBOX_FAIL_RATE /
// SANDBOX_FAIL_STATUS / SANDBOX_MALFORMED_RATE / SANDBOX_FAULT_MATCH, changed by POST /__sandbox/faults.

/** @typedef {{latencyMs: number | string, failRate: number, failStatus: number, malformedRate: number, match: string}} FaultSettings */

export const NO_FAULTS = Object.freeze({
  latencyMs: 0,
  failRate: 0,
  failStatus: 503,
  malformedRate: 0,
  match: '',
});

/** What a failed request may answer: an outage (5xx), a refused login (401/403) or a refusal in a 200 body. */
const FAIL_STATUSES = [200, 401, 403, 500, 502, 503, 504];

/** `n` or `min-max` milliseconds → [min, max], or null when invalid. @param {unknown} v @returns {[number, number] | null} */
export function parseLatency(v) {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 && v <= 60000 ? [v, v] : null;
  if (typeof v !== 'string') return null;
  const m = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/.exec(v);
  if (!m) return null;
  const min = Number(m[1]),
    max = Number(m[2] ?? m[1]);
  return min <= max && max <= 60000 ? [min, max] : null;
}

/** @param {unknown} v */
const isRate = (v) => typeof v === 'number' && v >= 0 && v <= 1;

/**
 * A JSON object of settings over `defaults`: an error for anything else or for a key the defaults
 * do not have. Shared with the sandbox gateway's faults.
 * @template {object} T
 * @param {unknown} body @param {T} defaults
 * @returns {{ settings: Record<string, unknown> } | { error: string }}
 */
export function withDefaults(body, defaults) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { error: 'Body must be a JSON object' };
  const b = /** @type {Record<string, unknown>} */ (body);
  const unknown = Object.keys(b).filter((k) => !(k in defaults));
  if (unknown.length)
    return { error: `Unknown keys: ${unknown.join(', ')} (allowed: ${Object.keys(defaults).join(', ')})` };
  return { settings: { ...defaults, ...b } };
}

/**
 * Validates a settings object (missing keys take the no-fault value).
 * @param {unknown} body @returns {{settings: FaultSettings} | {error: string}}
 */
export function validateFaults(body) {
  const merged = withDefaults(body, NO_FAULTS);
  if ('error' in merged) return merged;
  const s = merged.settings;
  if (!parseLatency(s.latencyMs))
    return { error: 'latencyMs must be milliseconds: a number or "min-max" (at most 60000)' };
  if (!isRate(s.failRate)) return { error: 'failRate must be a number from 0 to 1' };
  if (!FAIL_STATUSES.includes(/** @type {number} */ (s.failStatus)))
    return { error: `failStatus must be one of ${FAIL_STATUSES.join(', ')}` };
  if (!isRate(s.malformedRate)) return { error: 'malformedRate must be a number from 0 to 1' };
  if (typeof s.match !== 'string') return { error: 'match must be a string' };
  return { settings: /** @type {FaultSettings} */ (s) };
}

/** Settings from the environment; invalid values are reported and ignored. @param {NodeJS.ProcessEnv} env */
export function faultsFromEnv(env) {
  const num = (/** @type {string | undefined} */ v) => (v === undefined || v === '' ? undefined : Number(v));
  /** @type {Record<string, unknown>} */
  const raw = {
    latencyMs: env.SANDBOX_LATENCY_MS || 0,
    failRate: num(env.SANDBOX_FAIL_RATE) ?? 0,
    failStatus: num(env.SANDBOX_FAIL_STATUS) ?? 503,
    malformedRate: num(env.SANDBOX_MALFORMED_RATE) ?? 0,
    match: env.SANDBOX_FAULT_MATCH ?? '',
  };
  const r = validateFaults(raw);
  if ('error' in r) {
    console.warn(`sandbox ERP: ignoring fault switches: ${r.error}`);
    return { ...NO_FAULTS };
  }
  return r.settings;
}

/** @param {FaultSettings} initial */
export function createFaults(initial) {
  let settings = initial;
  return {
    get: () => settings,
    /** @param {FaultSettings} s */
    set: (s) => void (settings = s),
    /** What to do to one request. @param {string} url */
    decide(url) {
      if (settings.match && !url.includes(settings.match))
        return { delayMs: 0, fail: false, failStatus: settings.failStatus, malformed: false };
      const [min, max] = /** @type {[number, number]} */ (parseLatency(settings.latencyMs));
      return {
        delayMs: min + Math.floor(Math.random() * (max - min + 1)),
        fail: Math.random() < settings.failRate,
        failStatus: settings.failStatus,
        malformed: Math.random() < settings.malformedRate,
      };
    },
  };
}

/** A body no JSON parser accepts: the start of the real one, cut inside an unterminated string. @param {string} json */
export const breakJson = (json) => `${json.slice(0, Math.floor(json.length / 2))}{"trunc`;
