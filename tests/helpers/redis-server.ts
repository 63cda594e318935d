import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { REDIS_SERVER } from '../../scripts/lib/system-packages.mjs';

// A real redis-server for one test file, on 127.0.0.1 and a free port, with nothing written to
// disk. stop() kills it (as a crash would) and start() brings it back on the same port, so tests
// can watch the shop fall back and recover. Never skipped: a machine without Redis fails here
// (npm test installs it first: scripts/lib/system-packages.mjs).

export interface TestRedis {
  /** redis://127.0.0.1:port */
  url: string;
  port: number;
  start(): Promise<void>;
  /** SIGKILL, then waits until the process is gone. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`redis-server: ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function startTestRedis(): TestRedis {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `${REDIS_SERVER} not found: install the Debian package 'redis-server' (apt-get install redis-server)`,
    );
  let child: ChildProcess | undefined;
  const redis: TestRedis = {
    url: '',
    port: 0,
    async start() {
      redis.port ||= await freePort();
      redis.url = `redis://127.0.0.1:${redis.port}`;
      const args = ['--port', String(redis.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
      child = started;
      // Never outlive the test process, whatever happens to its hooks.
      const killOnExit = () => started.kill('SIGKILL');
      process.once('exit', killOnExit);
      started.once('exit', () => process.off('exit', killOnExit));
      try {
        await waitUntil(async () => {
          if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
          return accepts(redis.port);
        }, 'not accepting connections');
      } catch (error) {
        await redis.stop();
        throw error;
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
      await waitUntil(async () => !(await accepts(redis.port)), 'still accepting connections');
    },
  };
  return redis;
}

/** startTestRedis() around the calling test file. */
export function testRedis(): TestRedis {
  const redis = startTestRedis();
  beforeAll(() => redis.start(), 10_000);
  afterAll(() => redis.stop());
  return redis;
}
