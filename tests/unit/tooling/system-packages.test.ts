import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChecks, startProblems } from '@/scripts/lib/start-preflight.mjs';
import {
  missingPackages,
  planSystemPackages,
  type Probe,
  SYSTEM_PACKAGES,
} from '@/scripts/lib/system-packages.mjs';

/** A machine that has exactly these executables and commands. */
function fakeProbe(
  files: string[],
  commands: string[] = [],
  postgres = false,
  env: Record<string, string> = {},
) {
  const asked: string[] = [];
  const probe: Probe = {
    executable: (p) => (asked.push(p), files.includes(p)),
    command: (c) => (asked.push(c), commands.includes(c)),
    postgres: () => (asked.push('postgres'), postgres),
    env: (name) => env[name],
  };
  return { probe, asked };
}

const everything = fakeProbe(
  ['/usr/bin/chromium', '/usr/bin/redis-server', '/usr/sbin/nginx'],
  ['make', 'g++', 'python3'],
  true,
);

describe('npm test makes sure of its system packages (one list)', () => {
  it('finds nothing missing on a full machine, with a few checks only', () => {
    const { probe, asked } = everything;
    expect(missingPackages(['test'], probe)).toEqual([]);
    expect(missingPackages(['build', 'test', 'cluster'], probe)).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(12);
    expect(planSystemPackages({ missing: [], root: true, apt: true, who: 'npm test' })).toEqual({
      action: 'none',
    });
  });

  it('names what a bare machine lacks, per group', () => {
    const bare = fakeProbe([]).probe;
    expect(missingPackages(['test'], bare).map((p) => p.name)).toEqual([
      'chromium',
      'redis-server',
      'postgresql',
      'nginx',
    ]);
    expect(missingPackages(['cluster'], bare).map((p) => p.name)).toEqual([
      'redis-server',
      'postgresql',
      'nginx',
    ]);
    expect(missingPackages(['build'], bare).map((p) => p.name)).toEqual(['build-essential', 'python3']);
  });

  it('follows CHROME_PATH for the browser', () => {
    const { probe } = fakeProbe(['/opt/chromium/chrome'], [], false, { CHROME_PATH: '/opt/chromium/chrome' });
    expect(missingPackages(['test'], probe).map((p) => p.name)).not.toContain('chromium');
  });

  it('as root on Debian: one apt-get update, then one install line of exactly the missing ones', () => {
    const missing = missingPackages(['test'], fakeProbe(['/usr/bin/chromium'], [], true).probe);
    expect(planSystemPackages({ missing, root: true, apt: true, who: 'npm test' })).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'redis-server', 'nginx'],
      ],
    });
  });

  it('not root: refuses with the exact sudo command and what each package is for', () => {
    const missing = missingPackages(['test'], fakeProbe([]).probe);
    const plan = planSystemPackages({ missing, root: false, apt: true, who: 'npm test' });
    expect(plan.action).toBe('refuse');
    if (plan.action !== 'refuse') return;
    expect(plan.message).toContain('sudo apt-get install -y chromium redis-server postgresql nginx');
    expect(plan.message).toContain('npm test needs system packages that are not installed');
    expect(plan.message).toContain('redis-server: the shared-state tests');
    expect(plan.message).toContain('then run npm test again');
  });

  it('without apt-get, or when told not to install, refuses instead of installing', () => {
    const missing = SYSTEM_PACKAGES.filter((p) => p.name === 'nginx');
    const noApt = planSystemPackages({ missing, root: true, apt: false, who: 'npm test' });
    expect(noApt).toMatchObject({ action: 'refuse' });
    if (noApt.action === 'refuse') expect(noApt.message).toContain("your system's package manager");
    const told = planSystemPackages({
      missing,
      root: true,
      apt: true,
      who: 'npm run cluster',
      install: false,
    });
    expect(told).toMatchObject({ action: 'refuse' });
    if (told.action === 'refuse') expect(told.message).toContain('\n  apt-get install -y nginx');
  });
});

describe('npm start says what npm install left short, before the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'start-preflight-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { SHOP_DATA_DIR: join(dir, 'shop'), SANDBOX_DATA_DIR: join(dir, 'sandbox') };

  it('passes on this machine (the real modules, folders it creates)', async () => {
    expect(await startProblems(startChecks(env, dir))).toBeUndefined();
  });

  it('names a native module that does not load, with the command that fixes it', async () => {
    const load = (name: string) =>
      name === 'better-sqlite3'
        ? Promise.reject(new Error('Could not locate the bindings file.'))
        : import(name);
    const message = await startProblems(startChecks(env, dir, load));
    expect(message).toContain("better-sqlite3's native binding");
    expect(message).toContain('Could not locate the bindings file.');
    expect(message).toContain('npm rebuild better-sqlite3');
    expect(message).not.toContain('sharp');
  });

  it('names a data folder it cannot create', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const blocked = { ...env, SHOP_DATA_DIR: join(file, 'shop') };
    const message = await startProblems(startChecks(blocked, dir));
    expect(message).toContain(`the shop's data folder (${join(file, 'shop')})`);
    expect(message).toContain('SHOP_DATA_DIR');
  });

  it('checks only the sandboxes it will start', () => {
    const real = { ...env, ERP_BASE_URL: 'http://erp', SMTP_HOST: 'smtp', JCC_BASE_URL: 'https://jcc' };
    expect(
      startChecks(real, dir)
        .map((c) => c.what)
        .join('\n'),
    ).not.toMatch(/sandbox|mail catcher/);
    expect(
      startChecks(env, dir)
        .map((c) => c.what)
        .join('\n'),
    ).toMatch(/mail catcher/);
  });
});
