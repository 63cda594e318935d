// @ts-check
// A PostgreSQL server of our own, started from Debian's server binaries (`apt-get install -y
// postgresql`: /usr/lib/postgresql/<major>/bin, or PG_BIN=<folder>) on 127.0.0.1, with trust
// authentication for one superuser. Used by the store tests' throwaway server
// (tests/store/pg-server.ts) and by `npm run cluster` (scripts/cluster.mjs), whose data stays.
// PostgreSQL refuses to run as root, so as root everything runs as `nobody` (runuser), who must
// own the folder.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findPgBin } from './system-packages.mjs';

export const PG_APT_PACKAGE = 'postgresql';

/** findPgBin(), or an error naming the package to install. */
export function pgBin(env = process.env) {
  const bin = findPgBin(env);
  if (!bin)
    throw new Error(
      `No PostgreSQL server (initdb/postgres) in ${env.PG_BIN || '/usr/lib/postgresql/*/bin'}. ` +
        `Install it with \`apt-get install -y ${PG_APT_PACKAGE}\` (or set PG_BIN to the folder holding initdb and postgres).`,
    );
  return bin;
}

const asRoot = () => process.getuid?.() === 0;

/** Gives `dir` to nobody when we are root (PostgreSQL will run as nobody). @param {string} dir */
function ownForServer(dir) {
  if (!asRoot()) return;
  const id = (/** @type {string} */ flag) =>
    Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
}

/** [command, args] running one of the server binaries, as nobody when we are root. @param {string} bin @param {string} name @param {string[]} args */
function command(bin, name, args) {
  return /** @type {[string, string[]]} */ (
    asRoot() ? ['runuser', ['-u', 'nobody', '--', join(bin, name), ...args]] : [join(bin, name), args]
  );
}

/**
 * @typedef {object} PgServer
 * @property {string} url the maintenance database (`postgres`) as the superuser
 * @property {(database: string) => string} urlOf the URL of another database on this server
 * @property {(database: string) => Promise<void>} createDatabase creates it unless it exists
 * @property {() => Promise<void>} stop fast shutdown; resolves when the server has exited
 */

/**
 * Starts PostgreSQL with its data in `dir`/data (initdb first when there is none) and its socket in
 * `dir`. `throwaway`: no fsync at all (tests); otherwise the defaults (the data is kept).
 * @param {{ dir: string, port: number, user?: string, throwaway?: boolean,
 *   onLog?: (chunk: string) => void }} opts
 * @returns {Promise<PgServer>}
 */
export async function startPgServer({ dir, port, user = 'shop', throwaway = false, onLog }) {
  const bin = pgBin();
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  ownForServer(dir);
  if (!existsSync(join(data, 'PG_VERSION')))
    execFileSync(
      ...command(
        bin,
        'initdb',
        ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--locale=C'].concat(
          throwaway ? ['--no-sync'] : [],
        ),
      ),
      { cwd: dir, stdio: 'pipe' },
    );
  const settings = ['listen_addresses=127.0.0.1'].concat(
    throwaway ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : [],
  );
  let log = '';
  const child = spawn(
    ...command(bin, 'postgres', [
      '-D',
      data,
      '-k',
      dir,
      '-p',
      String(port),
      ...settings.flatMap((s) => ['-c', s]),
    ]),
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
    onLog?.(chunk.toString());
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** The postmaster itself: runuser stands between us as root. */
  const postmaster = () => {
    try {
      return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || child.pid;
    } catch {
      return child.pid;
    }
  };
  // Never outlive this process, whatever happens to its shutdown code.
  const killOnExit = () => {
    try {
      process.kill(/** @type {number} */ (postmaster()), 'SIGINT');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Fast shutdown: open sessions are ended, the data is checkpointed.
    process.kill(/** @type {number} */ (postmaster()), 'SIGINT');
    await exited;
  };
  const urlOf = (/** @type {string} */ database) => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const url = urlOf('postgres');
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    url,
    urlOf,
    async createDatabase(database) {
      const client = new pg.Client(url);
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}

/** @param {string} url @param {import('node:child_process').ChildProcess} child @param {() => string} log */
async function waitUntilUp(url, child, log) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log()}`);
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not answer: ${String(error)}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
