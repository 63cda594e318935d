// @ts-check
// What `npm start` checks before it builds anything, so a fresh machine that `npm install` left
// short (a native binary that did not build or download, a data folder it cannot write) is told
// what is missing and how to get it, instead of failing minutes later inside the build or the
// first request.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sandboxesFor } from './processes.mjs';

const BUILD_TOOLS = 'python3, make and g++ (Debian: sudo apt-get install -y python3 build-essential)';

/**
 * @typedef {object} Check
 * @property {string} what
 * @property {() => Promise<void>} run throws when the check fails
 * @property {string} fix what to do then
 */

/** @param {string} dir */
async function writable(dir) {
  mkdirSync(dir, { recursive: true });
  accessSync(dir, constants.W_OK);
}

/**
 * The checks for this environment (.env files included): the native modules every start needs,
 * and the data folders of the shop and of each sandbox it will start.
 * @param {Record<string, string | undefined>} env @param {string} root
 * @param {(name: string) => Promise<any>} load imports a module (tests give a failing one)
 * @returns {Check[]}
 */
export function startChecks(env, root, load = (name) => import(name)) {
  const sandboxes = sandboxesFor(env);
  const folder = (/** @type {string | undefined} */ set, /** @type {string} */ fallback) =>
    resolve(root, set || fallback);
  /** @type {Check[]} */
  const checks = [
    {
      what: "better-sqlite3's native binding (the shop's own database)",
      run: async () => {
        const Database = (await load('better-sqlite3')).default;
        new Database(':memory:').close();
      },
      fix: `npm rebuild better-sqlite3 (it compiles when no prebuilt binary downloads; it needs ${BUILD_TOOLS})`,
    },
    {
      what: "sharp's native binary (image resizing)",
      run: async () => {
        await (
          await load('sharp')
        )
          .default({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
          .png()
          .toBuffer();
      },
      fix: 'npm install --include=optional sharp (its @img/sharp-<platform> package was not installed)',
    },
    {
      what: `the shop's data folder (${folder(env.SHOP_DATA_DIR, '.data')})`,
      run: () => writable(folder(env.SHOP_DATA_DIR, '.data')),
      fix: 'make the folder writable by this user, or set SHOP_DATA_DIR to one that is',
    },
  ];
  if (sandboxes.erp || sandboxes.mail)
    checks.push({
      what: `the sandboxes' data folder (${folder(env.SANDBOX_DATA_DIR, 'sandbox/data')})`,
      run: () => writable(folder(env.SANDBOX_DATA_DIR, 'sandbox/data')),
      fix: 'make the folder writable by this user, or set SANDBOX_DATA_DIR to one that is',
    });
  if (sandboxes.jcc)
    checks.push({
      what: `the sandbox gateway's data folder (${folder(env.SANDBOX_JCC_DATA_DIR, 'sandbox/data/jcc')})`,
      run: () => writable(folder(env.SANDBOX_JCC_DATA_DIR, 'sandbox/data/jcc')),
      fix: 'make the folder writable by this user, or set SANDBOX_JCC_DATA_DIR to one that is',
    });
  if (sandboxes.mail)
    checks.push({
      what: 'the mail catcher (smtp-server, mailparser)',
      run: async () => {
        await load('smtp-server');
        await load('mailparser');
      },
      fix: 'npm install (the mail catcher runs whenever SMTP_HOST is unset)',
    });
  return checks;
}

/**
 * Runs the checks; returns one message naming every failed one with its fix, or undefined.
 * @param {Check[]} checks
 */
export async function startProblems(checks) {
  const failed = [];
  for (const check of checks) {
    try {
      await check.run();
    } catch (e) {
      const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
      failed.push(`  ${check.what}: ${why}\n    fix: ${check.fix}`);
    }
  }
  return failed.length ? `npm start cannot run on this machine yet:\n${failed.join('\n')}` : undefined;
}
