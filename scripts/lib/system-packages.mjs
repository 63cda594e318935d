// @ts-check
// The Debian packages the project needs beyond npm, in one list, and the one way they are made
// sure of: `npm test` (scripts/test.mjs) before its first stage, `npm run cluster`
// (scripts/cluster.mjs), and `.ci/run` for the build tools `npm ci` may compile with. What is
// installed costs a few file checks; what is missing is installed with one `apt-get update` and
// one `apt-get install` line (printed first) when we are root on Debian/Ubuntu, and otherwise
// named in a refusal with the exact command to run.
//   node scripts/lib/system-packages.mjs [group…]   (groups: build, test, cluster; default test)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What a package check may ask of the machine; tests give a fake one.
 * @typedef {object} Probe
 * @property {(path: string) => boolean} executable an executable file at this path
 * @property {(name: string) => boolean} command a command of this name on PATH
 * @property {() => boolean} postgres PostgreSQL's server binaries (initdb, postgres)
 * @property {(name: string) => string | undefined} env an environment variable
 */

/**
 * @typedef {object} SystemPackage
 * @property {string} name the Debian package
 * @property {string} why what needs it
 * @property {(probe: Probe) => boolean} present
 * @property {string[]} groups which commands need it: build (npm ci compiling better-sqlite3),
 *   test (npm test), cluster (npm run cluster)
 */

export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/** @type {readonly SystemPackage[]} */
export const SYSTEM_PACKAGES = [
  {
    name: 'build-essential',
    why: 'make and g++, to compile better-sqlite3 when no prebuilt binary can be downloaded',
    present: (p) => p.command('make') && p.command('g++'),
    groups: ['build'],
  },
  {
    name: 'python3',
    why: 'node-gyp, to compile better-sqlite3',
    present: (p) => p.command('python3'),
    groups: ['build'],
  },
  {
    name: 'chromium',
    why: "the e2e tests (Playwright drives Debian's Chromium; no tool downloads a browser)",
    present: (p) => p.executable(p.env('CHROME_PATH') || '/usr/bin/chromium'),
    groups: ['test'],
  },
  {
    name: 'redis-server',
    why: 'the shared-state tests and the cluster (Redis)',
    present: (p) => p.executable(REDIS_SERVER),
    groups: ['test', 'cluster'],
  },
  {
    name: 'postgresql',
    why: 'the durable stores on PostgreSQL and the cluster',
    present: (p) => p.postgres(),
    groups: ['test', 'cluster'],
  },
  {
    name: 'nginx',
    why: "the cluster's load balancer",
    present: (p) => p.executable(NGINX),
    groups: ['test', 'cluster'],
  },
];

/**
 * The folder holding PostgreSQL's initdb and postgres (Debian: /usr/lib/postgresql/<major>/bin,
 * newest first, or PG_BIN); undefined when none is installed.
 */
export function findPgBin(env = process.env) {
  const candidates = env.PG_BIN
    ? [env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')));
}

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The machine as it is. @type {Probe} */
export const machineProbe = {
  executable: isExecutable,
  command: (name) => (process.env.PATH ?? '').split(delimiter).some((d) => d && isExecutable(join(d, name))),
  postgres: () => Boolean(findPgBin()),
  env: (name) => process.env[name],
};

/** The packages of these groups that the probe does not find. @param {string[]} groups @param {Probe} probe */
export function missingPackages(groups, probe = machineProbe) {
  return SYSTEM_PACKAGES.filter((p) => p.groups.some((g) => groups.includes(g)) && !p.present(probe));
}

/**
 * @typedef {{ action: 'none' }
 *   | { action: 'install', commands: string[][] }
 *   | { action: 'refuse', message: string }} Plan
 */

/**
 * What to do about the missing packages: nothing, install them (root with apt-get), or refuse
 * with the exact command a person runs.
 * @param {{ missing: readonly SystemPackage[], root: boolean, apt: boolean, who: string,
 *   install?: boolean }} o `who`: the command that needs them, for the message (e.g. 'npm test');
 *   `install: false` only ever refuses
 * @returns {Plan}
 */
export function planSystemPackages({ missing, root, apt, who, install = true }) {
  if (!missing.length) return { action: 'none' };
  const names = missing.map((p) => p.name);
  if (install && root && apt)
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names],
      ],
    };
  const list = missing.map((p) => `  ${p.name}: ${p.why}`).join('\n');
  const how = apt
    ? `Install them with:\n  ${root ? '' : 'sudo '}apt-get install -y ${names.join(' ')}`
    : `Install them with your system's package manager (Debian/Ubuntu: apt-get install -y ${names.join(' ')}).`;
  return {
    action: 'refuse',
    message: `${who} needs system packages that are not installed:\n${list}\n${how}\nthen run ${who} again.`,
  };
}

/**
 * Makes sure of the packages of `groups`: returns when all are there (after installing them as
 * root on Debian/Ubuntu unless `install` is false), throws the plan's message otherwise.
 * @param {string[]} groups @param {string} who @param {{ install?: boolean }} [opts]
 */
export function ensureSystemPackages(groups, who, { install = true } = {}) {
  const plan = planSystemPackages({
    missing: missingPackages(groups),
    root: process.getuid?.() === 0,
    apt: machineProbe.command('apt-get') && existsSync('/etc/debian_version'),
    who,
    install,
  });
  if (plan.action === 'none') return;
  if (plan.action === 'refuse') throw new Error(plan.message);
  console.log(`\n${who} installs the system packages it needs:`);
  for (const argv of plan.commands) {
    console.log(`  ${argv.join(' ')}`);
    const r = spawnSync(argv[0], argv.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`${argv.join(' ')} failed (exit ${r.status ?? r.signal}).`);
  }
  const still = missingPackages(groups);
  if (still.length) throw new Error(`Still missing after apt-get: ${still.map((p) => p.name).join(', ')}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const groups = process.argv.slice(2).length ? process.argv.slice(2) : ['test'];
  try {
    ensureSystemPackages(groups, `node scripts/lib/system-packages.mjs ${groups.join(' ')}`);
  } catch (e) {
    console.error(`\n${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  }
}
