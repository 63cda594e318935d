// @ts-check
// Whether a run is a deployment (a shop serving the public), what a deployment must have set, and
// the shop's public address. One file for the start scripts (bare Node, before any child starts)
// and server/config.ts (in the shop), so both decide alike. Plain JavaScript without
// `import 'server-only'`: scripts/start.mjs loads it under bare Node, where that package throws.

/** @typedef {Record<string, string | undefined>} Env */

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;
const WILDCARD = /^(0\.0\.0\.0|::|\[::\])$/;

/** An empty value counts as unset, as in server/config.ts. @param {Env} env @param {string} name */
const value = (env, name) => (env[name] === '' ? undefined : env[name]);

/**
 * True when `address` (a URL, or a bare host such as SMTP_HOST) names a host outside this machine.
 * @param {string | undefined} address
 */
export function isOutsideThisMachine(address) {
  if (!address) return false;
  let host;
  try {
    host = new URL(address.includes('://') ? address : `http://${address}`).hostname;
  } catch {
    return false; // not an address: server/config.ts names the bad value
  }
  return !LOOPBACK.test(host);
}

/** Settings whose value outside this machine marks a deployment. */
const REAL_SERVICES = ['SITE_URL', 'ERP_BASE_URL', 'JCC_BASE_URL', 'SMTP_HOST'];

/**
 * Why this run is a deployment, naming variables only (their values may be secret), or undefined
 * when it is not. A deployment is a production run (`npm start` without --dev, `next start`,
 * the standalone server, Vercel) with a sign that it serves the public: VERCEL is set, or the shop's address, ERP, card
 * gateway or mail server is outside this machine. `npm start` on a fresh clone is a production
 * run with none of these, on the sandbox, and stays one.
 * @param {Env} env
 */
export function deploymentReason(env) {
  if (env.NODE_ENV !== 'production') return undefined;
  if (value(env, 'VERCEL')) return 'VERCEL is set';
  const outside = REAL_SERVICES.find((name) => isOutsideThisMachine(value(env, name)));
  return outside && `${outside} names a host outside this machine`;
}

/**
 * What a deployment lacks, one entry per setting (empty when it lacks nothing or is no deployment):
 * no defaults that only suit this machine (the sandbox ERP, mail catcher and card gateway, an
 * address on 127.0.0.1, a session secret kept in a local file), and on Vercel no local disk.
 * @param {Env} env
 * @returns {string[]}
 */
export function missingForDeployment(env) {
  if (!deploymentReason(env)) return [];
  const has = (/** @type {string} */ name) => value(env, name) !== undefined;
  // SHOP_VAT_NUMBER: its default is a placeholder, which a live shop must not name as its own (0087).
  const required = [
    'SITE_URL',
    'SESSION_SECRET',
    'ERP_BASE_URL',
    'SMTP_HOST',
    'JCC_BASE_URL',
    'SHOP_VAT_NUMBER',
  ];
  const missing = required.filter((name) => !has(name));
  if (!has('JCC_TOKEN') && !(has('JCC_USERNAME') && has('JCC_PASSWORD')))
    missing.push('JCC_USERNAME and JCC_PASSWORD (or JCC_TOKEN)');
  if (has('VERCEL')) missing.push(...['DATABASE_URL', 'REDIS_URL'].filter((name) => !has(name)));
  return missing;
}

/** JCC's test system: its test cards pay, so an order paid there was never paid. */
const JCC_TEST_HOST = 'gateway-test.jcc.com.cy';

/** True when `address` (JCC_BASE_URL) is on JCC's test system. @param {string | undefined} address */
export function isJccTestGateway(address) {
  if (!address) return false;
  try {
    // A trailing dot names the same host.
    return new URL(address).hostname.replace(/\.$/, '') === JCC_TEST_HOST;
  } catch {
    return false; // not a URL: server/config.ts names the bad value
  }
}

/**
 * What a deployment has set that it must not run with, one entry per setting (empty when nothing
 * or no deployment): JCC's test gateway, whose test cards would become paid orders, unless
 * JCC_ALLOW_TEST=1 says this deployment is meant to take test payments (a staging shop).
 * @param {Env} env
 * @returns {string[]}
 */
export function refusedForDeployment(env) {
  if (!deploymentReason(env)) return [];
  if (isJccTestGateway(value(env, 'JCC_BASE_URL')) && value(env, 'JCC_ALLOW_TEST') !== '1')
    return [
      `JCC_BASE_URL is JCC's test gateway (${JCC_TEST_HOST}), where test cards would become paid orders; ` +
        'set JCC_ALLOW_TEST=1 only if this deployment is meant to take test payments',
    ];
  return [];
}

/**
 * The one message a deployment that lacks settings, or has one it must not run with, stops with;
 * undefined when there is nothing to say.
 * @param {Env} env
 */
export function deploymentRefusal(env) {
  const missing = missingForDeployment(env);
  const refused = refusedForDeployment(env);
  if (!missing.length && !refused.length) return undefined;
  const problems = [...(missing.length ? [`missing: ${missing.join(', ')}`] : []), ...refused];
  return (
    `Invalid configuration: this is a deployment (NODE_ENV=production and ${deploymentReason(env)}), ` +
    `which never runs on the sandbox or on this machine's defaults; ${problems.join('; ')}. ` +
    'See docs/deploy.md, Settings.'
  );
}

/**
 * The shop's public address: SITE_URL, or else the address it is served on here,
 * http://<HOST>:<PORT> (127.0.0.1 when HOST is unset or every interface; PORT 3000 by default),
 * so a shop started on another port never advertises a dead one. No trailing slash.
 * @param {Env} env
 */
export function siteUrlOf(env) {
  const site = value(env, 'SITE_URL');
  if (site) return site.replace(/\/+$/, '');
  const host = value(env, 'HOST');
  const local = !host || WILDCARD.test(host) ? '127.0.0.1' : host;
  const bracketed = local.includes(':') && !local.startsWith('[') ? `[${local}]` : local;
  return `http://${bracketed}:${value(env, 'PORT') ?? '3000'}`;
}
