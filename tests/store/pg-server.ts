// Vitest global setup of the `store` project: a throwaway PostgreSQL server for the store contract
// tests, on 127.0.0.1 at a free port, its data in a temporary folder removed at the end. Fault
// tests start their own with startTestPg() and stop and restart it mid-test. Needs the
// server binaries (Debian: `apt-get install -y postgresql`, in /usr/lib/postgresql/<major>/bin; or
// PG_BIN=<folder>). PostgreSQL refuses to run as root, so as root it runs as `nobody` (runuser).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's maintenance database, as the superuser `shop`. */
    pgAdminUrl: string;
  }
}

const APT_PACKAGE = 'postgresql';

function serverBin(): string {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const bin = candidates.find((dir) => existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')));
  if (!bin)
    throw new Error(
      `The store tests need a PostgreSQL server: no initdb/postgres in ${candidates.join(', ') || '/usr/lib/postgresql/*/bin'}. ` +
        `Install it with \`apt-get install -y ${APT_PACKAGE}\` (or set PG_BIN to the folder holding initdb and postgres).`,
    );
  return bin;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
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

export interface TestPg {
  /** The maintenance database, as the superuser `shop`. */
  url: string;
  port: number;
  /** Starts the server (again) on the same port and data folder. */
  start(): Promise<void>;
  /** Fast shutdown (clients are disconnected); the data stays for the next start(). */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of its own on 127.0.0.1 (initdb into a temporary folder), started; stop()
 * and start() take it down and bring it back with its data, on the same port.
 */
export async function startTestPg(): Promise<TestPg> {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const data = join(dir, 'data');
  // As root, everything runs as nobody, who must own the folder.
  const asRoot = process.getuid?.() === 0;
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'nobody', '--', join(bin, name), ...args]] : [join(bin, name), args];
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  let child: ChildProcess | undefined;
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      // Fast shutdown, sent to the postmaster itself (runuser stands between us as root).
      const pidFile = join(data, 'postmaster.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      process.kill(pid || running.pid!, 'SIGINT');
      await exited;
    }
  };
  const server: TestPg = {
    url: '',
    port: 0,
    async start() {
      let log = '';
      child = spawn(
        ...command('postgres', [
          '-D',
          data,
          '-k',
          dir,
          '-p',
          String(server.port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ]),
        { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      await waitUntilUp(server.url, child, () => log);
    },
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    execFileSync(
      ...command('initdb', [
        '-D',
        data,
        '-U',
        'shop',
        '--auth=trust',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C',
      ]),
      { cwd: dir, stdio: 'pipe' },
    );
    server.port = await freePort();
    server.url = `postgres://shop@127.0.0.1:${server.port}/postgres`;
    await server.start();
  } catch (error) {
    await server.remove().catch(() => undefined);
    throw error;
  }
  return server;
}

export default async function setup(project: TestProject) {
  const server = await startTestPg();
  project.provide('pgAdminUrl', server.url);
  return () => server.remove();
}
