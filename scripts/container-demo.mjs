// @ts-check
// The demo image's command (Dockerfile, target `demo`): the bundled sandbox ERP, mail catcher and
// card gateway for each system the environment names no real one for (as `npm start` decides:
// scripts/lib/processes.mjs), then the standalone server, plain Next (`node server.js`), pointed
// at them. The sandboxes listen on the container's loopback only; their data lives in
// SANDBOX_DATA_DIR (the image sets it under the /data volume). Any of them stopping stops the rest,
// so the container exits and its restart policy sees it.
import { join } from 'node:path';
import { createSupervisor, root, startSandboxes } from './lib/processes.mjs';

const env = { ...process.env };
let stopping = false;
const children = createSupervisor((name, code, signal) => {
  console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
  void stop(code ?? 1);
});
async function stop(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  await children.stopAll();
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const { shopSettings } = await startSandboxes({
  env,
  run: (argv, name) => children.run(process.execPath, argv, name, { env }),
});
children.run(process.execPath, [join(root, 'server.js')], 'the shop', { env: { ...env, ...shopSettings } });
