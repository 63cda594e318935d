// `npm start`: build when the sources changed, start the sandbox ERP when no real ERP is
// configured (it seeds itself when empty), start the sandbox mail catcher when no SMTP server is
// configured (and point the shop's SMTP settings at it), start the sandbox card gateway when no
// JCC_BASE_URL is configured (and give the shop its address and login), start the shop, print the URLs.
// Flags: --dev (next dev instead of a production build), --no-build (use the existing build).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { createSupervisor, needsBuild, nextBin, root, startSandboxes, waitFor } from './lib/processes.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const host = env.HOST || '127.0.0.1';
const port = env.PORT || '3000';
/** What the shop will see: this environment plus .env* files (which never override it). */
const shopEnv = nextEnv.loadEnvConfig(root, dev, { info() {}, error: console.error }).combinedEnv;

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
  shopEnv,
  dev,
  run: (argv, name) => children.run(process.execPath, argv, name, { env }),
});
Object.assign(env, shopSettings);

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
  children.run(process.execPath, shop, 'the shop', { env });
  await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`, 'the shop');
  console.log(`\n  The shop is ready: http://${host}:${port}`);
  if (mailUrl) console.log(`  Mail it sends (sandbox catcher): ${mailUrl}`);
  if (jccUrl) console.log(`  Card payments (sandbox gateway, test cards in sandbox/README.md): ${jccUrl}`);
  console.log('');
}
