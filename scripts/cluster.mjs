// @ts-check
// `npm run cluster`: the shop scaled out on this machine, as it runs on several hosts. Starts
// PostgreSQL (durable data) and Redis (shared ephemeral state) from Debian's packages (installed
// with apt-get when missing), the sandbox ERP, mail catcher and card gateway, two shop nodes
// (plain `next start`) with the same secrets on their own ports, and nginx in front of them as the
// load balancer: round-robin, no sticky sessions, a request that cannot reach one node goes to the
// other. Everything it keeps is in .cluster/ (git-ignored): PostgreSQL's data, the generated
// secrets, the configurations, one log per process under .cluster/logs/. Ctrl-C stops it all.
// Flags: --no-build (use the existing build; otherwise `next build` runs when sources changed).
// Ports: CLUSTER_PORT (nginx, 8080), CLUSTER_NODE_PORTS (3201,3202), CLUSTER_PG_PORT (5433),
// CLUSTER_REDIS_PORT (6380), SANDBOX_ERP_PORT, SANDBOX_MAIL_PORT, SANDBOX_MAIL_WEB_PORT, SANDBOX_JCC_PORT.
// tests/cluster/ start it through startCluster() with its own folder and ports.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageCacheHttp, pageCacheServer } from '../server/http/nginx-page-cache.mjs';
import { startPgServer } from './lib/pg-server.mjs';
import {
  createSupervisor,
  needsBuild,
  nextBin,
  nextStartArgs,
  root,
  startSandboxes,
  waitFor,
} from './lib/processes.mjs';
import { ensureSystemPackages, NGINX, REDIS_SERVER } from './lib/system-packages.mjs';

const NODE_NAMES = ['node-a', 'node-b', 'node-c', 'node-d'];

/**
 * @typedef {{ nginx: number, nodes: number[], pg: number, redis: number, erp: number,
 *   mail: number, mailWeb: number, jcc: number }} ClusterPorts
 */

/** The ports from the environment, or their defaults. @returns {ClusterPorts} */
export function clusterPorts(env = process.env) {
  return {
    nginx: Number(env.CLUSTER_PORT || 8080),
    nodes: (env.CLUSTER_NODE_PORTS || '3201,3202').split(',').map((p) => Number(p.trim())),
    pg: Number(env.CLUSTER_PG_PORT || 5433),
    redis: Number(env.CLUSTER_REDIS_PORT || 6380),
    erp: Number(env.SANDBOX_ERP_PORT || 4100),
    mail: Number(env.SANDBOX_MAIL_PORT || 4125),
    mailWeb: Number(env.SANDBOX_MAIL_WEB_PORT || 4126),
    jcc: Number(env.SANDBOX_JCC_PORT || 4140),
  };
}

/** The secrets every node shares, generated once into `dir`/secrets.json (0600) unless set. @param {string} dir */
function sharedSecrets(dir, env = process.env) {
  const file = join(dir, 'secrets.json');
  /** @type {{ session?: string, revalidate?: string, pageCacheNonce?: string }} */
  let kept = {};
  if (existsSync(file)) kept = JSON.parse(readFileSync(file, 'utf8'));
  const made = {
    session: kept.session ?? randomBytes(32).toString('base64url'),
    revalidate: kept.revalidate ?? randomBytes(32).toString('base64url'),
    pageCacheNonce: kept.pageCacheNonce ?? randomBytes(24).toString('hex'),
  };
  writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return {
    session: env.SESSION_SECRET || made.session,
    revalidate: env.REVALIDATE_SECRET || made.revalidate,
    pageCacheNonce: env.PAGE_CACHE_NONCE || made.pageCacheNonce,
  };
}

/**
 * nginx in front of the nodes: round-robin, no stickiness, the next node when one is down; the
 * shared page cache in front of them all.
 */
function nginxConf(
  /** @type {string} */ dir,
  /** @type {ClusterPorts} */ ports,
  /** @type {string} */ pageCacheNonce,
  host = '127.0.0.1',
) {
  const servers = ports.nodes.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${join(dir, 'nginx', name)};`;
  return `# Written by scripts/cluster.mjs on every start.
worker_processes 1;
pid ${join(dir, 'nginx', 'nginx.pid')};
error_log ${join(dir, 'logs', 'nginx-error.log')} warn;
# Client and upstream connections both count: at 512, 200 shoppers made nginx close idle client
# connections ("worker_connections are not enough, reusing connections"), and a request already on
# its way over one got a reset (2 errors in a 10-minute run). 4096 leaves room for thousands.
worker_rlimit_nofile 8192;
events { worker_connections 4096; }
http {
  access_log ${join(dir, 'logs', 'nginx-access.log')};
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  ${pageCacheHttp({ cacheDir: join(dir, 'nginx', 'pages'), nonce: pageCacheNonce })}
  upstream shop {
${servers}
    keepalive 16;
    # Below Node's own 5 s keep-alive timeout, so nginx never sends a request on a connection the
    # node is closing (a POST there is not retried on the other node).
    keepalive_timeout 4s;
  }
  server {
    listen ${host}:${ports.nginx};
    client_max_body_size 1m;
    # For both locations below (a location that sets none of these inherits them all).
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The nodes believe this only from 127.0.0.1 (TRUSTED_PROXIES) and count rate limits on its
    # last entry: the address nginx saw.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_connect_timeout 2s;
    # Passive health checks (open-source nginx has no active ones): a node that refuses or drops
    # the connection (stopped, killed, restarting) is left out for fail_timeout and the request
    # goes to the other one. Not on 503: that is the shop's own answer (e.g. the ERP is away).
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 2;
    # Which node answered (tests pin follow-up requests, or kill that node).
    add_header X-Upstream $upstream_addr always;
    ${pageCacheServer({ nonce: pageCacheNonce })}
    location / {
      proxy_pass http://shop;
    }
    # A monitor's "ok"/"degraded" through the balancer (the public word: the client is not
    # loopback); each node's details are on its own port. Polled every few seconds: not logged.
    location = /api/health {
      access_log off;
      proxy_pass http://shop;
    }
  }
}
`;
}

const accepts = (/** @type {number} */ port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitForPort(/** @type {number} */ port, /** @type {string} */ what, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await accepts(port))) {
    if (Date.now() > until) throw new Error(`${what} did not listen on port ${port} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @typedef {object} ClusterNode
 * @property {string} name node-a, node-b…
 * @property {number} port
 * @property {string} url http://127.0.0.1:<port>, bypassing nginx
 * @property {string[]} lines its output so far
 * @property {() => number | undefined} pid the running process's id
 * @property {(signal?: NodeJS.Signals) => Promise<void>} kill resolves once it has exited
 * @property {() => Promise<void>} start (again) and wait until it answers
 */

/**
 * @typedef {object} Cluster
 * @property {string} url nginx, the shop's SITE_URL
 * @property {string} dir
 * @property {ClusterPorts} ports
 * @property {ClusterNode[]} nodes
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {string | undefined} erpUrl
 * @property {string | undefined} mailUrl
 * @property {string | undefined} jccUrl
 * @property {string} revalidateSecret
 * @property {() => Promise<void>} stop stops everything it started
 */

/**
 * @param {{ dir?: string, ports?: ClusterPorts, build?: boolean, install?: boolean, echo?: boolean,
 *   throwaway?: boolean, env?: Record<string, string>,
 *   onUnexpectedExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void }} [opts]
 *   `dir`: where data, configurations and logs go (.cluster); `build`: `next build` first when the
 *   sources changed; `install`: apt-get what is missing; `echo`: each process's lines on this
 *   terminal, prefixed with its name; `throwaway`: PostgreSQL without fsync (tests); `env`: more
 *   settings for the nodes (e.g. RECONCILE_INTERVAL_MS).
 * @returns {Promise<Cluster>}
 */
export async function startCluster(opts = {}) {
  const dir = resolve(opts.dir ?? join(root, '.cluster'));
  const ports = opts.ports ?? clusterPorts();
  ensureSystemPackages(['cluster'], 'npm run cluster', { install: opts.install ?? false });
  for (const sub of ['logs', 'nginx', 'redis', 'sandbox']) mkdirSync(join(dir, sub), { recursive: true });
  const secrets = sharedSecrets(dir);
  const url = `http://127.0.0.1:${ports.nginx}`;
  // Started from the cluster tests, the nodes must not believe they run under Vitest (the shop's
  // logger writes nothing there): they are the shop as deployed.
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (name.startsWith('VITEST')) delete inherited[name];
  const env = {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    SANDBOX_ERP_PORT: String(ports.erp),
    SANDBOX_MAIL_PORT: String(ports.mail),
    SANDBOX_MAIL_WEB_PORT: String(ports.mailWeb),
    SANDBOX_JCC_PORT: String(ports.jcc),
    SANDBOX_DATA_DIR: join(dir, 'sandbox'),
    SANDBOX_JCC_DATA_DIR: join(dir, 'sandbox', 'jcc'),
  };

  /** @type {Map<string, string[]>} */
  const outputs = new Map();
  /** Each line into the process's log file (and this terminal with `echo`). @param {string} name */
  const output = (name) => {
    const lines = outputs.get(name) ?? [];
    outputs.set(name, lines);
    const file = createWriteStream(join(dir, 'logs', `${name}.log`), { flags: 'a' });
    return (/** @type {string} */ line) => {
      lines.push(line);
      if (lines.length > 5_000) lines.splice(0, 1_000);
      file.write(`${line}\n`);
      if (opts.echo) console.log(`[${name}] ${line}`);
    };
  };
  const children = createSupervisor(
    opts.onUnexpectedExit ?? ((name, code, signal) => console.error(`${name} stopped (${signal ?? code}).`)),
  );
  /** @type {import('./lib/pg-server.mjs').PgServer | undefined} */
  let pgServer;
  const stop = async () => {
    await children.stopAll();
    await pgServer?.stop();
  };

  try {
    if (opts.build && needsBuild()) {
      console.log('Building the shop (next build)…');
      const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('next build failed');
    }
    if (!existsSync(join(root, '.next', 'BUILD_ID')))
      throw new Error('No production build: run `npx next build` (or npm run cluster without --no-build)');

    const pgLog = output('postgres');
    pgServer = await startPgServer({
      dir: join(dir, 'pg'),
      port: ports.pg,
      throwaway: opts.throwaway,
      onLog: (chunk) => chunk.split('\n').filter(Boolean).forEach(pgLog),
    });
    await pgServer.createDatabase('shop');
    const databaseUrl = pgServer.urlOf('shop');

    const redisConf = join(dir, 'redis', 'redis.conf');
    // Rate-limit counts, job leases, the favourites cache: nothing Redis holds needs a disk.
    writeFileSync(
      redisConf,
      `# Written by scripts/cluster.mjs on every start.\nport ${ports.redis}\nbind 127.0.0.1\n` +
        `save ""\nappendonly no\ndir ${join(dir, 'redis')}\nlogfile ""\n`,
    );
    children.run(REDIS_SERVER, [redisConf], 'redis', { env, output: output('redis') });
    await waitForPort(ports.redis, 'redis-server');
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    const { shopSettings, erpUrl, mailUrl, jccUrl } = await startSandboxes({
      env,
      run: (argv, name) =>
        children.run(process.execPath, argv, name, { env, output: output(name.replace(/ /g, '-')) }),
    });

    /** @type {ClusterNode[]} */
    const nodes = ports.nodes.map((port, i) => {
      const name = NODE_NAMES[i] ?? `node-${i + 1}`;
      const nodeEnv = {
        ...env,
        ...shopSettings,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: url,
        TRUSTED_PROXIES: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SESSION_SECRET: secrets.session,
        REVALIDATE_SECRET: secrets.revalidate,
        PAGE_CACHE_NONCE: secrets.pageCacheNonce,
        // Each node's own folder: nothing may be shared through a file (PostgreSQL and Redis hold it).
        SHOP_DATA_DIR: join(dir, name),
        NODE_NAME: name,
        ...opts.env,
      };
      const log = output(name);
      /** @type {import('node:child_process').ChildProcess | undefined} */
      let child;
      const nodeUrl = `http://127.0.0.1:${port}`;
      return {
        name,
        port,
        url: nodeUrl,
        lines: /** @type {string[]} */ (outputs.get(name)),
        pid: () => child?.pid,
        async kill(signal = 'SIGTERM') {
          const running = child;
          if (!running || running.exitCode !== null || running.signalCode !== null) return;
          const exited = new Promise((r) => running.once('exit', r));
          children.forget(running);
          running.kill(signal);
          await exited;
        },
        async start() {
          child = children.run(process.execPath, nextStartArgs({ host: '127.0.0.1', port }), name, {
            env: nodeEnv,
            output: log,
          });
          // Ready once its health says ok: the node, PostgreSQL, Redis and the ERP all answer.
          await waitFor(`${nodeUrl}/api/health`, name, 90_000);
        },
      };
    });
    // One at a time: both would compete for two cores, and migrations queue on a lock anyway.
    for (const node of nodes) await node.start();

    const nginxConfFile = join(dir, 'nginx', 'nginx.conf');
    writeFileSync(nginxConfFile, nginxConf(dir, ports, secrets.pageCacheNonce));
    children.run(
      NGINX,
      [
        '-p',
        join(dir, 'nginx'),
        '-c',
        nginxConfFile,
        '-e',
        join(dir, 'logs', 'nginx-error.log'),
        '-g',
        'daemon off;',
      ],
      'nginx',
      { env, output: output('nginx') },
    );
    await waitFor(`${url}/api/health`, 'nginx', 15_000);

    return {
      url,
      dir,
      ports,
      nodes,
      databaseUrl,
      redisUrl,
      erpUrl,
      mailUrl,
      jccUrl,
      revalidateSecret: secrets.revalidate,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = new Set(process.argv.slice(2));
  /** @type {Cluster | undefined} */
  let cluster;
  let stopping = false;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await cluster?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    cluster = await startCluster({
      build: !args.has('--no-build'),
      install: true,
      echo: true,
      onUnexpectedExit(name, code, signal) {
        if (stopping) return;
        if (name.startsWith('node-'))
          console.error(`${name} stopped (${signal ?? code}); nginx sends its requests to the other node.`);
        else {
          console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
          void shutdown(1);
        }
      },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
  if (cluster) {
    console.log(
      `\n  The shop, behind nginx (round-robin over ${cluster.nodes.length} nodes): ${cluster.url}`,
    );
    for (const node of cluster.nodes) console.log(`  ${node.name}: ${node.url}`);
    console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
    console.log(`  Redis: ${cluster.redisUrl}`);
    if (cluster.mailUrl) console.log(`  Mail it sends (sandbox catcher): ${cluster.mailUrl}`);
    if (cluster.jccUrl) console.log(`  Card payments (sandbox gateway): ${cluster.jccUrl}`);
    console.log(`  Data, secrets and logs: ${cluster.dir}\n`);
  }
}
