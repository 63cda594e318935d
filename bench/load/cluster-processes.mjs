// The cluster's processes as the load report sees them, read from Linux's /proc: which pid listens
// on each of the cluster's ports, its resident memory, and the CPU time it and its children used.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Listening TCP port → socket inode, from /proc/net/tcp{,6}. */
function listeningInodes() {
  const byInode = new Map();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] === '0A') byInode.set(f[9], parseInt(f[1].split(':').at(-1) ?? '', 16));
    }
  }
  return byInode;
}

/** pid of the process listening on each of `ports` (those found). */
function pidsByPort(ports) {
  const inodes = listeningInodes();
  const wanted = new Set(ports);
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link = '';
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const port = inodes.get(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '');
      if (port !== undefined && wanted.has(port) && !found.has(port)) found.set(port, Number(pid));
    }
  }
  return found;
}

export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? +(Number(kb) / 1024).toFixed(1) : null;
  } catch {
    return null;
  }
}

/**
 * The cluster's processes, labelled, found by the ports they listen on: `node` marks the Node
 * ones (the shop's nodes and the sandboxes), whose memory is sampled; all count for CPU.
 */
export function clusterProcesses(ports, nodeNames) {
  const labels = [
    ...ports.nodes.map((p, i) => [p, `${nodeNames[i] ?? `node :${p}`} (shop)`, true]),
    [ports.nginx, 'nginx', false],
    [ports.pg, 'PostgreSQL (all its processes)', false],
    [ports.redis, 'Redis', false],
    [ports.erp, 'sandbox ERP', true],
    [ports.jcc, 'sandbox card gateway', true],
    [ports.mail, 'sandbox mail catcher', true],
  ];
  const found = pidsByPort(labels.map(([port]) => port));
  return labels.flatMap(([port, label, node]) =>
    found.has(port) ? [{ label, pid: found.get(port), node }] : [],
  );
}

const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds used so far by each pid with its descendants (those it reaped included). */
export function cpuSeconds(pids) {
  /** @type {Map<number, { ppid: number, ticks: number }>} */
  const stats = new Map();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const text = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of proc(5)).
      stats.set(Number(d), { ppid: Number(f[1]), ticks: +f[11] + +f[12] + +f[13] + +f[14] });
    } catch {
      /* gone */
    }
  }
  const children = new Map();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const total = (pid) =>
    (stats.get(pid)?.ticks ?? 0) + (children.get(pid) ?? []).reduce((a, c) => a + total(c), 0);
  return pids.map((pid) => total(pid) / TICKS_PER_S);
}
