// What bench/report.mjs and bench/render.mjs share: the floor app's copied-in files, the shop and
// the floor started on CPU 0, and bench/lib/load.mjs run on CPU 1.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/processes.mjs';

export const floorDir = join(root, 'bench', 'floor');
// The floor's own copy of Next: the one its node_modules gives its pages' React (one React, not two).
export const floorNextBin = join(floorDir, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The floor's parts that are the shop's own files, copied (not committed twice) before a build. */
export function prepareFloor() {
  // Turbopack's root must hold node_modules (see bench/floor/next.config.ts): hard links to the
  // shop's packages cost no space and keep the very same Next and React.
  if (!existsSync(join(floorDir, 'node_modules')))
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(floorDir, 'node_modules')]);
  mkdirSync(join(floorDir, 'app', 'fonts'), { recursive: true });
  copyFileSync(
    join(root, 'app/fonts/InterVariable-latin.woff2'),
    join(floorDir, 'app/fonts/InterVariable-latin.woff2'),
  );
  mkdirSync(join(floorDir, 'app', 'lib'), { recursive: true });
  copyFileSync(join(root, 'lib/image-url.ts'), join(floorDir, 'app/lib/image-url.ts'));
  copyFileSync(join(root, 'components/ui/fill-image.tsx'), join(floorDir, 'app/fill-image.tsx'));
}

/** A Node process on CPU 0 (taskset), in its own process group so stop() ends its children too. */
export function startPinned(argv, extraEnv) {
  const child = spawn('taskset', ['-c', '0', process.execPath, ...argv], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    /** The process group: the server and every process it started. */
    group: child.pid,
    stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
}

/** The built shop with its sandboxes, its data under `dataDir`; `extraEnv` after the defaults. */
export function startShop({ port, dataDir, extraEnv = {} }) {
  return startPinned(['scripts/start.mjs', '--no-build'], {
    PORT: String(port),
    SANDBOX_ERP_PORT: process.env.SANDBOX_ERP_PORT ?? '4360',
    SANDBOX_MAIL_PORT: process.env.SANDBOX_MAIL_PORT ?? '4361',
    SANDBOX_MAIL_WEB_PORT: process.env.SANDBOX_MAIL_WEB_PORT ?? '4362',
    SANDBOX_JCC_PORT: process.env.SANDBOX_JCC_PORT ?? '4363',
    SANDBOX_DATA_DIR: join(dataDir, 'erp'),
    SANDBOX_JCC_DATA_DIR: join(dataDir, 'jcc'),
    SHOP_DATA_DIR: join(dataDir, 'shop'),
    SMTP_HOST: '',
    JCC_BASE_URL: '',
    ERP_BASE_URL: '',
    INSTAGRAM_ACCESS_TOKEN: '',
    SITE_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  });
}

/** The floor app's production build, on CPU 0. */
export const startFloor = (port) =>
  startPinned([floorNextBin, 'start', floorDir, '-p', String(port), '-H', '127.0.0.1']);

/** Product cards in a page's HTML: the floor renders as many for the comparison. */
export const cardsIn = (html) => (html.match(/data-testid="product-card"/g) ?? []).length;

/** bench/lib/load.mjs on one URL, on CPU 1: closed-loop req/s, then p50/p99 at `rate`. */
export function load(url, rate) {
  const out = execFileSync(
    'taskset',
    ['-c', '1', process.execPath, join(root, 'bench/lib/load.mjs'), url, String(rate)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim());
}

/**
 * CPU time (user + system, ms) the processes of a group have used so far: on a shared machine the
 * cost of a request stays readable in CPU ms even when other work slows its wall time down.
 */
export function groupCpuMs(group) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the parenthesised command: state ppid pgrp … utime (14th) stime (15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[2]) === group) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
