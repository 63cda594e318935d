// `npm start`: build when the sources changed, start the sandbox ERP when no real ERP is
// configured (it seeds itself when empty), start the sandbox mail catcher when no SMTP server is
// configured (and point the shop's SMTP settings at it), start the sandbox card gateway when no
// JCC_BASE_URL is configured (and give the shop its address and login), start the shop, print the URLs.
// Flags: --dev (next dev instead of a production build), --no-build (use the existing build).
import { spawnSync } from 'node:child_process';
import { deploymentRefusal } from '../server/deployment.mjs';
import { loadShopEnv } from '../server/env-files.mjs';
import {
  createSupervisor,
  needsBuild,
  nextBin,
  nextStartArgs,
  root,
  sandboxesFor,
  startSandboxes,
  waitFor,
} from './lib/processes.mjs';
import { startChecks, startProblems } from './lib/start-preflight.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
// Every decision below (sandboxes, host, port) and every child sees the .env files as Next does.
const env = { ...loadShopEnv(root, dev), NEXT_TELEMETRY_DISABLED: '1' };
const host = env.HOST || '127.0.0.1';
const port = env.PORT || '3000';
// The shop's address without SITE_URL follows the port it listens on (server/deployment.mjs).
env.PORT = port;

// A deployment lacking settings stops here, before any sandbox could stand in for them.
const refusal = deploymentRefusal({ ...env, NODE_ENV: dev ? 'development' : 'production' });
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

// What npm install may have left short (a native binary, a folder), before any build or sandbox.
const problem = await startProblems(startChecks(env, root));
if (problem) {
  console.error(problem);
  process.exit(1);
}

let shuttingDown = false;
const children = createSupervisor((name, code, signal) => {
  console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
  shutdown(code ?? 1);
});
function shutdown(code = 0) {
  shuttingDown = true;
  void children.stopAll(500);
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const { shopSettings, mailUrl, jccUrl } = await startSandboxes({
  env,
  run: (argv, name) => children.run(process.execPath, argv, name, { env }),
});
Object.assign(env, shopSettings);
// The sandbox ERP knows today's prices only: the shop's history of them is seeded alongside it
// (imported here only, so a shop on a real ERP never loads the sandbox's code).
if (sandboxesFor(env).erp) {
  const { seedPriceHistory } = await import('./seed-price-history.mjs');
  console.log(`Price history seeded: ${await seedPriceHistory(env)} observed prices.`);
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
  const shop = dev ? [nextBin, 'dev', '-H', host, '-p', port] : nextStartArgs({ host, port });
  children.run(process.execPath, shop, 'the shop', { env });
  await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`, 'the shop');
  console.log(`\n  The shop is ready: http://${host}:${port}`);
  if (mailUrl) console.log(`  Mail it sends (sandbox catcher): ${mailUrl}`);
  if (jccUrl) console.log(`  Card payments (sandbox gateway, test cards in sandbox/README.md): ${jccUrl}`);
  console.log('');
}
