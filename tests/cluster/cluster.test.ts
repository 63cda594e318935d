// The shop scaled out: two nodes (plain `next start` on the production build) behind nginx,
// round-robin and not sticky, sharing PostgreSQL and Redis, started once for this file by
// scripts/cluster.mjs (`npm run cluster`) in a temporary folder. Every check is real HTTP, through
// nginx or pinned to one node where the test must know which one answered.
// Run after `next build`: `npx vitest run --project cluster` (scripts/test.mjs does).
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSellableLine, guestDetails, payOnHostedPage } from '../../bench/lib/checkout.mjs';
import { startCluster, type Cluster, type ClusterNode } from '../../scripts/cluster.mjs';
import { portProblem } from '../../scripts/e2e-ports.mjs';
import { NEWSLETTER_RATE_LIMIT } from '../../server/http/rate-limits';
import { postRevalidation } from '../../scripts/lib/revalidate-request.mjs';

/** Ports base … base+8 (nginx, two nodes, PostgreSQL, Redis, ERP, mail SMTP and web, gateway). */
const BASE = Number(process.env.CLUSTER_TEST_PORT ?? 5480);
const ports = {
  nginx: BASE,
  nodes: [BASE + 1, BASE + 2],
  pg: BASE + 3,
  redis: BASE + 4,
  erp: BASE + 5,
  mail: BASE + 6,
  mailWeb: BASE + 7,
  jcc: BASE + 8,
};
const RECONCILE_INTERVAL_MS = 200;

let cluster: Cluster;
let dir: string;
let db: pg.Pool;
let a: ClusterNode;
let b: ClusterNode;
let line: { id: string; size: string; color: string; quantity: number };

beforeAll(async () => {
  const taken = (
    await Promise.all(
      [
        ports.nginx,
        ...ports.nodes,
        ports.pg,
        ports.redis,
        ports.erp,
        ports.mail,
        ports.mailWeb,
        ports.jcc,
      ].map((port) =>
        portProblem({ port, variable: 'CLUSTER_TEST_PORT', what: `the cluster (ports ${BASE}-${BASE + 8})` }),
      ),
    )
  ).filter(Boolean);
  if (taken.length) throw new Error(taken.join('\n'));
  dir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as nobody when we are root
  cluster = await startCluster({
    dir,
    ports,
    throwaway: true,
    env: { RECONCILE_INTERVAL_MS: String(RECONCILE_INTERVAL_MS) },
  });
  [a, b] = cluster.nodes;
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  ({ line } = await findSellableLine(cluster.url));
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A client address of its own per test (nodes believe X-Forwarded-For from 127.0.0.1, like nginx's). */
let clients = 0;
const newClient = () => `10.77.${++clients >> 8}.${clients & 255}`;

/** JSON to `base` with the shop's Origin, as the browser sends it. */
function send(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.url, ...headers },
    body: JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function sessionUser(base: string, cookie: string) {
  const res = await fetch(`${base}/api/auth/session`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user;
}

const upstreamPort = (res: Response) => Number(res.headers.get('x-upstream')?.split(':').pop());

describe('a cluster of two shop nodes behind nginx', () => {
  it('balances round-robin over both nodes, with no stickiness', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${cluster.url}/api/auth/session`);
      await res.arrayBuffer();
      seen.push(upstreamPort(res));
    }
    expect(new Set(seen)).toEqual(new Set(ports.nodes));
  });

  it('reports every node healthy with PostgreSQL and Redis, on its own port and through nginx', async () => {
    // From this machine every client is loopback, so each answer carries the details.
    for (const base of [...cluster.nodes.map((n) => n.url), cluster.url]) {
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'ok',
        dependencies: { erp: { status: 'up' }, database: { status: 'up' }, redis: { status: 'up' } },
      });
    }
  });

  it('honours a session made on one node on the other, and a logout on one ends it on both', async () => {
    const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
    const client = { 'X-Forwarded-For': newClient() };
    const registered = await send(
      a.url,
      '/api/auth/register',
      {
        firstName: 'Niki',
        lastName: 'Charalambous',
        email,
        password: 'cluster-pass',
        confirmPassword: 'cluster-pass',
      },
      client,
    );
    expect(registered.status).toBe(201);
    const cookie = cookieOf(registered);
    expect(cookie).not.toBe('');

    expect(await sessionUser(b.url, cookie)).toMatchObject({ email });
    expect(await sessionUser(a.url, cookie)).toMatchObject({ email });

    const loggedOut = await send(a.url, '/api/auth/logout', {}, { ...client, Cookie: cookie });
    expect(loggedOut.status).toBe(200);
    // The old cookie, replayed on the node that did not log it out, is anonymous there too.
    expect(await sessionUser(b.url, cookie)).toBeNull();
    expect(await sessionUser(a.url, cookie)).toBeNull();
  });

  it('counts rate limits per shopper across nodes, not per node', async () => {
    // Newsletter sign-ups: NEWSLETTER_RATE_LIMIT per client. Through nginx the client is the
    // address nginx saw (127.0.0.1), whichever node answers.
    const allowed = NEWSLETTER_RATE_LIMIT.points;
    const expected = [...Array<number>(allowed).fill(200), 429];
    const answers: { status: number; port: number }[] = [];
    for (let i = 0; i <= allowed; i++) {
      const res = await send(cluster.url, '/api/newsletter', {
        email: `limit-${i}-${randomUUID().slice(0, 6)}@example.com`,
      });
      await res.arrayBuffer();
      answers.push({ status: res.status, port: upstreamPort(res) });
    }
    expect(answers.map((x) => x.status)).toEqual(expected);
    expect(new Set(answers.slice(0, allowed).map((x) => x.port))).toEqual(new Set(ports.nodes));

    // Pinned to each node in turn, one shopper (X-Forwarded-For from a trusted peer): the same.
    const client = { 'X-Forwarded-For': newClient() };
    const statuses = [];
    for (let i = 0; i <= allowed; i++) {
      const node = i % 2 ? b : a;
      const res = await send(
        node.url,
        '/api/newsletter',
        { email: `pin-${i}-${randomUUID().slice(0, 6)}@example.com` },
        client,
      );
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual(expected);
  });

  it('honours an idempotency key used on one node on the other: one order', async () => {
    const order = (key: string) => ({
      idempotencyKey: key,
      lines: [line],
      details: guestDetails(`idem-${key.slice(0, 8)}@example.com`),
      delivery: { method: 'courier' },
    });
    const client = { 'X-Forwarded-For': newClient() };
    const rows = async (key: string) =>
      (await db.query('SELECT id FROM orders WHERE idempotency_key = $1', [key])).rows as { id: string }[];

    // One after the other: the second node answers with the order the first one stored.
    const key = randomUUID();
    const first = await send(a.url, '/api/checkout', order(key), client);
    expect(first.status).toBe(200);
    const { orderId } = (await first.json()) as { orderId: string };
    const again = await send(b.url, '/api/checkout', order(key), client);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(orderId);
    expect(await rows(key)).toEqual([{ id: orderId }]);

    // At the same moment on both nodes: still one order.
    const raced = randomUUID();
    const both = await Promise.all(
      [a, b].map((node) => send(node.url, '/api/checkout', order(raced), client)),
    );
    const ids = await Promise.all(
      both.map(async (res) => ({ status: res.status, ...((await res.json()) as object) })),
    );
    expect(ids.map((x) => x.status)).toEqual([200, 200]);
    const stored = await rows(raced);
    expect(stored).toHaveLength(1);
    expect(ids.map((x) => (x as { orderId?: string }).orderId)).toEqual([stored[0].id, stored[0].id]);
  });

  it("keeps a catalogue page in nginx's shared cache, with a fresh nonce in every answer and the placeholder in none", async () => {
    const { pageCacheNonce } = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as {
      pageCacheNonce: string;
    };
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${cluster.url}${path}`, { headers });
      const body = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      return { res, body, nonce: /'nonce-([^']+)'/.exec(csp)?.[1], cache: res.headers.get('x-page-cache') };
    };
    const path = `/outlet?cache-probe=${randomUUID()}`;
    const answers = [await page(path), await page(path), await page(path, { 'Accept-Encoding': 'gzip' })];
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.cache)).toEqual(['MISS', 'HIT', 'HIT']);
    for (const { body, nonce, res } of answers) {
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      // Every script Next stamped carries the answer's own nonce, and the secret appears nowhere.
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body).not.toMatch(/nonce="(?![0-9a-f]{32}")/);
      expect(body).not.toContain(pageCacheNonce);
      expect([...res.headers.values()].join('\n')).not.toContain(pageCacheNonce);
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(answers[2].res.headers.get('content-encoding')).toBe('gzip');

    // A client-side navigation's payload, a personal page and a POST are never kept; a client naming
    // the placeholder (or guessing it) gets a page rendered with a random nonce.
    expect((await page(path, { RSC: '1' })).cache).toBe('BYPASS');
    const checkout = await page('/checkout', { 'x-page-cache-nonce': pageCacheNonce });
    expect(checkout.cache).toBe('BYPASS');
    expect(checkout.nonce).not.toBe(pageCacheNonce);
    expect(checkout.body).not.toContain(pageCacheNonce);
    const direct = await fetch(`${a.url}/outlet`, { headers: { 'x-page-cache-nonce': 'f'.repeat(48) } });
    expect(direct.headers.get('content-security-policy')).not.toContain('f'.repeat(48));
  });

  it('shares a page only with browsers the node would answer alike in that language', async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${cluster.url}${path}`, { headers, redirect: 'manual' });
      await res.arrayBuffer();
      return {
        status: res.status,
        cache: res.headers.get('x-page-cache'),
        location: res.headers.get('location'),
      };
    };
    const probe = `cache-probe=${randomUUID()}`;
    // Greek, for browsers remembering Greek: kept; anyone else is answered by a node (which sets the cookie).
    const greek = `/el/outlet?${probe}`;
    const el = { Cookie: 'lang=el' };
    expect([(await page(greek, el)).cache, (await page(greek, el)).cache]).toEqual(['MISS', 'HIT']);
    expect(await page(greek)).toMatchObject({ status: 200, cache: 'BYPASS' });
    // The English address: a first visit from a Greek browser, or a remembered Greek, is sent to /el.
    const english = `/outlet?${probe}`;
    expect([(await page(english)).cache, (await page(english)).cache]).toEqual(['MISS', 'HIT']);
    expect(await page(english, { 'Accept-Language': 'el-GR,el;q=0.9' })).toMatchObject({
      status: 307,
      location: expect.stringContaining(`/el/outlet?${probe}`) as string,
    });
    expect(await page(english, el)).toMatchObject({ status: 307 });
    expect(await page(english, { Cookie: 'lang=en', 'Accept-Language': 'el' })).toMatchObject({
      status: 200,
      cache: 'HIT',
    });
  });

  it('serves a catalogue revalidation made on one node from both, within a second', async () => {
    const erp = new Database(join(dir, 'sandbox', 'erp.sqlite'));
    try {
      const priceOn = async (node: ClusterNode) => {
        const res = await fetch(`${node.url}/api/products/${line.id}/options`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { priceCents: number }).priceCents;
      };
      const before = await priceOn(b);
      expect(await priceOn(a)).toBe(before);
      // The ERP changes the price behind the shop's back…
      const cents = before + 100;
      const price = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      const changed = erp
        .prepare(
          `UPDATE records SET data = json_set(data, '$.price', ?, '$.webprice', '0,00', '$.discount', 0)
           WHERE system = 'pos' AND file = 'item' AND position = ?`,
        )
        .run(price, Number(line.id));
      expect(changed.changes).toBe(1);
      // …and both nodes still serve what they cached (so what follows is the revalidation's doing).
      await new Promise((r) => setTimeout(r, 300));
      expect(await priceOn(b)).toBe(before);

      const res = await postRevalidation(a.url, cluster.revalidateSecret, { tags: ['products'] });
      expect(res.status).toBe(200);
      const t0 = Date.now();
      // Stale-while-revalidate: a read after the drop may answer the old price while that node refetches
      // in the background, so each node is asked until it answers the new one, within the second.
      const settledOn = async (node: ClusterNode) => {
        let seen = await priceOn(node);
        while (seen !== cents && Date.now() - t0 < 1_000) {
          await new Promise((r) => setTimeout(r, 50));
          seen = await priceOn(node);
        }
        return seen;
      };
      expect(await settledOn(b)).toBe(cents);
      expect(await settledOn(a)).toBe(cents);
      expect(Date.now() - t0).toBeLessThan(1_000);
    } finally {
      erp.close();
    }
  });

  it('runs the reconciliation job on one node at a time', async () => {
    type Run = { node: string; holder: string; from: number; to: number };
    const runsOf = (node: ClusterNode): Run[] =>
      node.lines.flatMap((l) => {
        // The node's log is JSON lines (server/log/logger.ts); other output is not.
        let entry: { msg?: string; holder?: string; from?: number; to?: number };
        try {
          entry = JSON.parse(l) as typeof entry;
        } catch {
          return [];
        }
        return entry.msg === 'reconciliation run' && entry.holder
          ? [{ node: node.name, holder: entry.holder, from: Number(entry.from), to: Number(entry.to) }]
          : [];
      });
    const since = Date.now();
    // Held by someone else (as a third node would): neither node runs it meanwhile. Taken between
    // two runs, when it is free (a run holds it from start to end).
    const redis = new Redis(cluster.redisUrl);
    try {
      let takenAt = 0;
      while (!takenAt && Date.now() - since < 5_000)
        if ((await redis.set('shop:lease:orders-reconcile', 'cluster-test', 'PX', 1_500, 'NX')) === 'OK')
          takenAt = Date.now();
      expect(takenAt).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1_000));
      const during = [a, b].flatMap(runsOf).filter((r) => r.to > takenAt && r.from < takenAt + 1_000);
      expect(during).toEqual([]);
    } finally {
      redis.disconnect();
    }
    // Freed: they take turns, each run by one holder, never two at once. Which node wins the lease
    // next is the scheduler's doing, so both are given up to 8 s to show up (a slow machine once
    // let one node win every turn of a fixed 2.5 s wait).
    const runsSince = () =>
      [a, b]
        .flatMap(runsOf)
        .filter((r) => r.from >= since)
        .sort((x, y) => x.from - y.from);
    const freed = Date.now();
    let runs = runsSince();
    while ((runs.length < 5 || new Set(runs.map((r) => r.node)).size < 2) && Date.now() - freed < 8_000) {
      await new Promise((r) => setTimeout(r, 250));
      runs = runsSince();
    }
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(runs.map((r) => r.node))).toEqual(new Set([a.name, b.name]));
    for (const node of [a, b]) {
      const holders = new Set(runs.filter((r) => r.node === node.name).map((r) => r.holder));
      expect(holders.size).toBe(1);
      expect([...holders][0]).toContain(`:${node.pid()}:`);
    }
    for (let i = 1; i < runs.length; i++) expect(runs[i].from).toBeGreaterThanOrEqual(runs[i - 1].to);
  });

  // Last: it leaves one node running.
  it('loses nothing when the node that took a checkout is killed: the shopper finishes on the other', async () => {
    const key = randomUUID();
    const placed = await send(cluster.url, '/api/checkout', {
      idempotencyKey: key,
      lines: [line],
      details: guestDetails(`killed-${key.slice(0, 8)}@example.com`),
      delivery: { method: 'courier' },
    });
    expect(placed.status).toBe(200);
    const { orderId, redirectUrl } = (await placed.json()) as { orderId: string; redirectUrl: string };
    const served = cluster.nodes.find((n) => n.port === upstreamPort(placed))!;
    const survivor = cluster.nodes.find((n) => n !== served)!;
    await served.kill('SIGKILL');

    // The shopper pays on the gateway's page, which sends the browser back through nginx.
    const landed = await payOnHostedPage(redirectUrl, cookieOf(placed));
    expect(landed.replace(/^https?:\/\/[^/]+/, '')).toBe(`/order-confirmation?order=${orderId}`);
    // nginx sends everything to the node left (the killed one's connection is refused).
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${cluster.url}/api/auth/session`);
      await res.arrayBuffer();
      expect(upstreamPort(res)).toBe(survivor.port);
    }

    const erpCount = async () => {
      const res = await fetch(`${cluster.erpUrl}/$TableGetView?system=pos&file=trans&fields=orderid%20refer`);
      return ((await res.json()) as { orderid?: string }[]).filter((r) => r.orderid === orderId).length;
    };
    const until = Date.now() + 10_000;
    let state = '';
    while (Date.now() < until) {
      state = (await db.query('SELECT state FROM orders WHERE id = $1', [orderId])).rows[0]?.state;
      if (state === 'sent') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('sent');
    expect(await erpCount()).toBe(1);
    // And it stays once: give the reconciliation job a few runs.
    await new Promise((r) => setTimeout(r, 5 * RECONCILE_INTERVAL_MS));
    expect(await erpCount()).toBe(1);
  });
});
