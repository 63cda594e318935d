// @ts-check
// What `npm start` (scripts/start.mjs), `npm run cluster` (scripts/cluster.mjs) and the benches
// share: how the built shop is started, whether the build is older than the sources, waiting for a
// server to answer, child processes that are stopped together, and the sandboxes (ERP, mail
// catcher, card gateway) started when no real service is configured.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Node's arguments that serve the built shop: plain `next start` (docs/decisions/0068). Next must
 * not be given the hostname 127.0.0.1: it names a loopback origin `localhost` in the proxy's
 * rewrites and takes the rewrite for another server's, losing its status (vercel/next.js#94745).
 * So 127.0.0.1 is given as `localhost`, resolved IPv4 first (a Debian /etc/hosts also maps ::1 to
 * it), and Next still listens on 127.0.0.1 only.
 * @param {{ host: string, port: string | number }} at
 */
export function nextStartArgs({ host, port }) {
  const hostname = host === '127.0.0.1' ? 'localhost' : host;
  return ['--dns-result-order=ipv4first', nextBin, 'start', '-H', hostname, '-p', String(port)];
}

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), s.mtimeMs);
}

/** True when there is no production build or a source is newer than it. */
export function needsBuild() {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const sources = [
    'app',
    'components',
    'lib',
    'server',
    'public',
    'proxy.ts',
    'next.config.ts',
    'package-lock.json',
  ];
  return Math.max(...sources.map((s) => newestMtime(join(root, s)))) > statSync(buildId).mtimeMs;
}

/** Resolves once `url` answers 2xx; throws after `ms`. @param {string} url @param {string} what */
export async function waitFor(url, what, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up at ${url} within ${ms / 1000} s`);
}

/** True when something answers 2xx at `url`. @param {string} url */
export const answers = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/**
 * @typedef {object} RunOptions
 * @property {NodeJS.ProcessEnv} env
 * @property {(line: string) => void} [output] each line of stdout and stderr; inherited when unset
 */

/**
 * Child processes stopped together. `onExit(name, code)` is told when one stops before stopAll().
 * @param {(name: string, code: number | null, signal: NodeJS.Signals | null) => void} onExit
 */
export function createSupervisor(onExit) {
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  let stopping = false;
  return {
    /** @param {string} cmd @param {string[]} argv @param {string} name @param {RunOptions} opts */
    run(cmd, argv, name, { env, output }) {
      const child = spawn(cmd, argv, {
        cwd: root,
        env,
        stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      if (output)
        for (const stream of [child.stdout, child.stderr]) {
          let rest = '';
          stream?.on('data', (chunk) => {
            const lines = (rest + chunk.toString()).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) output(line);
          });
          stream?.on('end', () => rest && output(rest));
        }
      children.add(child);
      child.on('exit', (code, signal) => {
        if (children.delete(child) && !stopping) onExit(name, code, signal);
      });
      return child;
    },
    /** No longer supervised: its exit (e.g. a kill on purpose) is nobody's news. @param {import('node:child_process').ChildProcess} child */
    forget(child) {
      children.delete(child);
    },
    /** SIGTERM to every child, SIGKILL to those still there after `graceMs`; resolves when all are gone. */
    async stopAll(graceMs = 5_000) {
      stopping = true;
      const all = [...children];
      const gone = all.map(
        (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(undefined) : c.once('exit', resolve))),
      );
      for (const c of all) if (c.exitCode === null) c.kill('SIGTERM');
      const timer = setTimeout(() => all.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), graceMs);
      await Promise.all(gone);
      clearTimeout(timer);
    },
  };
}

/**
 * Which sandboxes stand in for a service the shop has no setting for (its ERP, mail server, card
 * gateway). `env`: what the shop will see, .env files included (server/env-files.mjs).
 * @param {Record<string, string | undefined>} env
 */
export function sandboxesFor(env) {
  return { erp: !env.ERP_BASE_URL, mail: !env.SMTP_HOST, jcc: !env.JCC_BASE_URL };
}

/**
 * Starts the sandboxes of sandboxesFor(env) (each reused when one already answers on its port).
 * A deployment never gets here without its services (server/deployment.mjs refuses it first).
 * Returns the settings that point the shop at them, and their pages.
 * @param {{ env: NodeJS.ProcessEnv, run: (argv: string[], name: string) => unknown }} opts
 *   `env`: what the shop will see, .env files included, with the SANDBOX_* ports and data folders;
 *   `run`: starts `node <argv>` as a supervised child.
 */
export async function startSandboxes({ env, run }) {
  const needed = sandboxesFor(env);
  /** @type {Record<string, string>} */
  const shopSettings = {};
  /** @param {string} script @param {string} name @param {string} port @param {string} health */
  const startOne = async (script, name, port, health) => {
    if (await answers(health)) console.log(`Using the ${name} already running on port ${port}.`);
    else {
      run([join(root, 'sandbox', script, 'server.mjs')], name);
      await waitFor(health, `the ${name}`);
    }
  };
  let erpUrl;
  if (needed.erp) {
    const erpPort = env.SANDBOX_ERP_PORT || '4100';
    erpUrl = `http://127.0.0.1:${erpPort}`;
    await startOne('erp', 'sandbox ERP', erpPort, `${erpUrl}/__sandbox/health`);
  }

  let mailUrl;
  if (needed.mail) {
    const smtpPort = env.SANDBOX_MAIL_PORT || '4125';
    const webPort = env.SANDBOX_MAIL_WEB_PORT || '4126';
    mailUrl = `http://127.0.0.1:${webPort}`;
    await startOne('mail', 'sandbox mail catcher', webPort, `${mailUrl}/__sandbox/health`);
    // Plain SMTP on the loopback, no credentials: what the catcher speaks.
    Object.assign(shopSettings, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtpPort,
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      SMTP_PASS: '',
    });
  }

  let jccUrl;
  if (needed.jcc) {
    const jccPort = env.SANDBOX_JCC_PORT || '4140';
    jccUrl = `http://127.0.0.1:${jccPort}`;
    await startOne('jcc', 'sandbox card gateway', jccPort, `${jccUrl}/__sandbox/health`);
    // The sandbox's merchant login (SANDBOX_JCC_USERNAME / SANDBOX_JCC_PASSWORD, or their defaults).
    Object.assign(shopSettings, {
      JCC_BASE_URL: `${jccUrl}/payment/rest/`,
      JCC_USERNAME: env.SANDBOX_JCC_USERNAME || 'ruck-api',
      JCC_PASSWORD: env.SANDBOX_JCC_PASSWORD || 'sandbox-password',
      JCC_TOKEN: '',
    });
  }
  return { shopSettings, erpUrl, mailUrl, jccUrl };
}
