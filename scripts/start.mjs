// `npm start`: build when the sources changed, start the sandbox ERP when no real ERP is
// configured (it seeds itself when empty), start the sandbox mail catcher when no SMTP server is
// configured (and point the shop's SMTP settings at it), start the sandbox card gateway when no
// JCC_BASE_URL is configured (and give the shop its address and login), start the shop, print the URLs.
// Flags: --dev (next dev instead of a production build), --no-build (use the existing build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const host = env.HOST || '127.0.0.1';
const port = env.PORT || '3000';
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const children = [];
/** What the shop will see: this environment plus .env* files (which never override it). */
const shopEnv = nextEnv.loadEnvConfig(root, dev, { info() {}, error: console.error }).combinedEnv;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), s.mtimeMs);
}

function needsBuild() {
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

async function waitFor(url, what, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up at ${url} within ${ms / 1000} s`);
}

function run(cmd, argv, name) {
  const child = spawn(cmd, argv, { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!env.ERP_BASE_URL) {
  const erpPort = env.SANDBOX_ERP_PORT || '4100';
  const health = `http://127.0.0.1:${erpPort}/__sandbox/health`;
  const running = await fetch(health).then(
    (r) => r.ok,
    () => false,
  );
  if (running) console.log(`Using the sandbox ERP already running on port ${erpPort}.`);
  else {
    run(process.execPath, [join(root, 'sandbox', 'erp', 'server.mjs')], 'sandbox ERP');
    await waitFor(health, 'the sandbox ERP');
  }
}

/** The mail catcher's page, when it runs. */
let mailUrl;
if (!shopEnv.SMTP_HOST) {
  const smtpPort = env.SANDBOX_MAIL_PORT || '4125';
  const webPort = env.SANDBOX_MAIL_WEB_PORT || '4126';
  mailUrl = `http://127.0.0.1:${webPort}`;
  const running = await fetch(`${mailUrl}/__sandbox/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (running) console.log(`Using the sandbox mail catcher already running on port ${webPort}.`);
  else {
    run(process.execPath, [join(root, 'sandbox', 'mail', 'server.mjs')], 'sandbox mail catcher');
    await waitFor(`${mailUrl}/__sandbox/health`, 'the sandbox mail catcher');
  }
  // Plain SMTP on the loopback, no credentials: what the catcher speaks.
  Object.assign(env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: smtpPort,
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
  });
}

/** The sandbox card gateway's hosted pages, when it runs. */
let jccUrl;
/** A production run at a public SITE_URL: never on the sandbox gateway (server/config.ts refuses it). */
const publicSite = (() => {
  try {
    return !/^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(new URL(shopEnv.SITE_URL).hostname);
  } catch {
    return false;
  }
})();
if (!shopEnv.JCC_BASE_URL && !dev && publicSite)
  console.warn('No JCC_BASE_URL: the shop at a public SITE_URL will not start on the sandbox card gateway.');
else if (!shopEnv.JCC_BASE_URL) {
  const jccPort = env.SANDBOX_JCC_PORT || '4140';
  jccUrl = `http://127.0.0.1:${jccPort}`;
  const running = await fetch(`${jccUrl}/__sandbox/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (running) console.log(`Using the sandbox card gateway already running on port ${jccPort}.`);
  else {
    run(process.execPath, [join(root, 'sandbox', 'jcc', 'server.mjs')], 'sandbox card gateway');
    await waitFor(`${jccUrl}/__sandbox/health`, 'the sandbox card gateway');
  }
  // The sandbox's merchant login (SANDBOX_JCC_USERNAME / SANDBOX_JCC_PASSWORD, or their defaults).
  Object.assign(env, {
    JCC_BASE_URL: `${jccUrl}/payment/rest/`,
    JCC_USERNAME: env.SANDBOX_JCC_USERNAME || 'ruck-api',
    JCC_PASSWORD: env.SANDBOX_JCC_PASSWORD || 'sandbox-password',
    JCC_TOKEN: '',
  });
}

if (!dev && !args.has('--no-build') && needsBuild()) {
  console.log('Building the shop (next build)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('next build failed.');
    shutdown(build.status ?? 1);
  }
}

if (!shuttingDown) {
  const shop = dev ? [nextBin, 'dev', '-H', host, '-p', port] : [join(root, 'host', 'server.mjs')];
  run(process.execPath, shop, 'the shop');
  await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`, 'the shop');
  console.log(`\n  The shop is ready: http://${host}:${port}`);
  if (mailUrl) console.log(`  Mail it sends (sandbox catcher): ${mailUrl}`);
  if (jccUrl) console.log(`  Card payments (sandbox gateway, test cards in sandbox/README.md): ${jccUrl}`);
  console.log('');
}
