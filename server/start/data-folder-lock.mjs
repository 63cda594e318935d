// @ts-check
// One shop process per data folder, unless the shop's state lives in shared engines. Without
// DATABASE_URL and REDIS_URL a process keeps rate limits, idempotency locks, the reconciliation
// job's lease and its caches to itself: a second `npm start` on the same folder behind one proxy
// would serve the same shop with two memories (docs/deploy.md, "Several nodes"). The lock is a
// file holding the pid of the process that took it; a file left by a process that died (SIGKILL,
// a crash) is taken over. instrumentation.ts takes it when a Node server starts (`next start`,
// the standalone server), before the database opens.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'shop.pid';

/** Command lines of the shop's servers: Next's own (`next start`, the standalone server.js), which
 * names its process so. */
const SHOP_SERVER = /next-server/;

/**
 * True when `pid` is a live shop process. On Linux a live pid whose command line is not the
 * shop's server (the pid was reused after a crash) does not count.
 * @param {number} pid
 */
export function isLiveShop(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') return false;
  }
  try {
    return SHOP_SERVER.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc: the pid's being alive is all there is to go on
  }
}

/** @param {string} file */
const holderOf = (file) => {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return NaN;
  }
};

/**
 * Takes `dir`'s lock for process `pid`, or answers the live process that holds it.
 * @param {string} dir
 * @param {{ pid?: number, alive?: (pid: number) => boolean }} [opts]
 * @returns {{ ok: true, file: string, release: () => void } | { ok: false, file: string, holder: number }}
 */
export function lockDataFolder(dir, { pid = process.pid, alive = isLiveShop } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = join(/* turbopackIgnore: true */ dir, LOCK_FILE);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      const release = () => {
        if (holderOf(file) === pid) rmSync(file, { force: true });
      };
      return { ok: true, file, release };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder > 0 && holder !== pid && alive(holder)) return { ok: false, file, holder };
    rmSync(file, { force: true });
  }
}

/**
 * Why this process must not start on `dir`, or undefined when it may (and then holds the lock
 * until `release`). Shared engines need no lock: each node's folder holds nothing the others need.
 * @param {Record<string, string | undefined>} env
 * @param {string} dir
 * @param {Parameters<typeof lockDataFolder>[1]} [opts]
 * @returns {{ refusal: string } | { release: () => void }}
 */
export function claimDataFolder(env, dir, opts) {
  if (env.DATABASE_URL && env.REDIS_URL) return { release: () => {} };
  const lock = lockDataFolder(dir, opts);
  if (lock.ok) return { release: lock.release };
  return {
    refusal:
      `Another shop process (pid ${lock.holder}) already runs on the data folder ${dir}. ` +
      'A shop without DATABASE_URL and REDIS_URL keeps its state to itself, so two of them would ' +
      'serve one shop with two memories. To run several nodes, set both (docs/deploy.md, ' +
      `"Several nodes"); to run a second, separate shop, give it its own SHOP_DATA_DIR. ` +
      `If no shop runs there, delete ${lock.file}.`,
  };
}
