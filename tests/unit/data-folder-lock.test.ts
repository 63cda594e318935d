import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  claimDataFolder,
  isLiveShop,
  LOCK_FILE,
  lockDataFolder,
} from '../../server/start/data-folder-lock.mjs';

const folder = () => mkdtempSync(join(tmpdir(), 'shop-lock-'));
const SQLITE_ONLY = {};

describe('one shop process per data folder without shared engines', () => {
  it('the first process takes the folder and a second is refused with what to do', () => {
    const dir = folder();
    const first = claimDataFolder(SQLITE_ONLY, dir, { pid: 101, alive: () => true });
    expect('release' in first).toBe(true);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('101');

    const second = claimDataFolder(SQLITE_ONLY, dir, { pid: 202, alive: () => true });
    expect('refusal' in second && second.refusal).toContain('Another shop process (pid 101)');
    expect('refusal' in second && second.refusal).toContain('set both (docs/deploy.md, "Several nodes")');
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('101');
  });

  it('REDIS_URL alone is not enough: the durable data would still be per process', () => {
    const dir = folder();
    claimDataFolder({ REDIS_URL: 'redis://127.0.0.1:6379' }, dir, { pid: 101, alive: () => true });
    const second = claimDataFolder({ REDIS_URL: 'redis://127.0.0.1:6379' }, dir, {
      pid: 202,
      alive: () => true,
    });
    expect('refusal' in second).toBe(true);
  });

  it('with DATABASE_URL and REDIS_URL nodes share their state, so no lock is taken', () => {
    const dir = folder();
    const env = { DATABASE_URL: 'postgres://127.0.0.1/shop', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect('release' in claimDataFolder(env, dir, { pid: 101, alive: () => true })).toBe(true);
    expect('release' in claimDataFolder(env, dir, { pid: 202, alive: () => true })).toBe(true);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a lock left by a process that died is taken over', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '101');
    const lock = lockDataFolder(dir, { pid: 202, alive: () => false });
    expect(lock.ok).toBe(true);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('202');
  });

  it('release frees the folder, and never removes another process’s lock', () => {
    const dir = folder();
    const lock = lockDataFolder(dir, { pid: 101, alive: () => true });
    if (!lock.ok) throw new Error('not taken');
    writeFileSync(join(dir, LOCK_FILE), '303'); // taken over meanwhile (101 was thought dead)
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('303');
    writeFileSync(join(dir, LOCK_FILE), '101');
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a live process counts as a shop only when it runs the shop’s server', async () => {
    const dir = folder();
    // `next start` and the standalone server.js name their process 'next-server (v…)'.
    const titled = join(dir, 'server.js');
    writeFileSync(
      titled,
      "process.title = 'next-server (v16)'; console.log('named'); setInterval(() => {}, 1000);",
    );
    const nextServer = spawn(process.execPath, [titled]);
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await new Promise((r) => nextServer.stdout.once('data', r));
      await new Promise((r) => setTimeout(r, 200));
      expect(isLiveShop(nextServer.pid!)).toBe(true);
      expect(isLiveShop(other.pid!)).toBe(false); // a pid reused after a crash
      expect(isLiveShop(2 ** 22 + 7)).toBe(false); // no such process
    } finally {
      for (const child of [nextServer, other]) child.kill('SIGKILL');
    }
  });
});
