// Vitest global setup of the `store` project: a throwaway PostgreSQL server for the store contract
// tests, on 127.0.0.1 at a free port, its data in a temporary folder removed at the end. Needs the
// server binaries (Debian: `apt-get install -y postgresql`, in /usr/lib/postgresql/<major>/bin; or
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

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  try {
    const server = await startPgServer({ dir, port: await freePort(), throwaway: true });
    project.provide('pgAdminUrl', server.url);
    return async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
