// Vitest global setup of the `store` project: a throwaway PostgreSQL server for the store contract
// tests, on 127.0.0.1 at a free port, its data in a temporary folder removed at the end. Fault
// tests start their own with startTestPg() and stop and restart it mid-test. Needs the server
// binaries (Debian: `apt-get install -y postgresql`, in /usr/lib/postgresql/<major>/bin; or
// PG_BIN=<folder>); scripts/lib/pg-server.mjs starts it (as nobody when we are root).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPgServer } from '../../scripts/lib/pg-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's maintenance database, as the superuser `shop`. */
    pgAdminUrl: string;
  }
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

/** A PostgreSQL server of its own, started; stop() and start() take it down and bring it back. */
export async function startTestPg(): Promise<TestPg> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const port = await freePort();
  let running: Awaited<ReturnType<typeof startPgServer>> | undefined;
  const server: TestPg = {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      running = await startPgServer({ dir, port, throwaway: true });
    },
    async stop() {
      await running?.stop();
      running = undefined;
    },
    async remove() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return server;
}

export default async function setup(project: TestProject) {
  const server = await startTestPg();
  project.provide('pgAdminUrl', server.url);
  return () => server.remove();
}
