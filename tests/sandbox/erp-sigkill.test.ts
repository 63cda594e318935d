// A shop node killed with SIGKILL while its $PosProcessWeb is in flight: the paid state was
// written before the call (write-ahead), so the order is not lost, and the reconciliation job of
// another process sends it once; the sandbox ERP's $PosProcessWeb answers a repeated orderid with
// the same record, so the retry after the dead node's call completed inside the ERP makes no
// second order. On the SQLite file and on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcileOnce } from '@/server/orders/reconcile';
import type { JobLease } from '@/server/shared/job-lease';
import { openShopDb } from '@/server/store/db';
import { openPg } from '@/server/store/pg';
import { sqliteSql, type Sql } from '@/server/store/sql';
import { storesOn, type Stores } from '@/server/runtime/stores';
import { startTestPg, type TestPg } from '../store/pg-server';
import { startTestSandbox, type Row, type TestSandbox } from './helpers';
import { inStockLine, placeAndPay, sandboxOrderDeps, type StockedLine } from './sandbox-orders';
import { startTestJcc, type TestJcc } from './jcc-helpers';

const ROOT = resolve(__dirname, '../..');
const CHILD = join(__dirname, 'fixtures/settle-child.ts');
/** Long enough to be sure the call is in flight when the node dies. */
const ERP_LATENCY_MS = 1_500;

let erp: TestSandbox;
let jcc: TestJcc;
let postgres: TestPg;
let dir: string;
let line: StockedLine;
const closers: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  [erp, jcc, postgres] = await Promise.all([
    startTestSandbox({ seedItems: 40, seed: 11 }),
    startTestJcc(),
    startTestPg(),
  ]);
  vi.stubEnv('ERP_BASE_URL', erp.url);
  dir = mkdtempSync(join(tmpdir(), 'shop-sigkill-'));
  line = await inStockLine(erp);
}, 60_000);
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await Promise.all([erp?.stop(), jcc?.close(), postgres?.remove()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Database {
  /** What the child opens: the SQLite file or the postgres:// URL. */
  target: string;
  sql: Sql;
  stores: Stores;
}

async function sqliteDatabase(): Promise<Database> {
  const target = join(dir, 'shop.db');
  const db = openShopDb(target);
  closers.push(() => void db.close());
  const sql = sqliteSql(db);
  return { target, sql, stores: storesOn(sql, () => Promise.resolve()) };
}

async function postgresDatabase(): Promise<Database> {
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE shop_sigkill');
  await admin.end();
  const target = postgres.url.replace(/\/postgres$/, '/shop_sigkill');
  const db = openPg(target);
  closers.push(() => db.pool.end());
  await db.ready();
  return { target, sql: db.sql, stores: storesOn(db.sql, db.ready) };
}

const setFaults = (body: object) =>
  fetch(`${erp.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });
const erpOrders = async (orderId: string) =>
  (await erp.json<Row[]>('/$TableGetView?system=pos&file=trans')).body.filter((r) => r.orderid === orderId);
const stateOf = async (sql: Sql, id: string) =>
  (await sql.all<{ state: string }>('SELECT state FROM orders WHERE id = ?', [id]))[0]?.state;

/** The settling node: its own process, as the shop's would be. */
function settleInChild(target: string, gatewayOrderId: string): ChildProcess {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/jiti/lib/jiti-cli.mjs'), CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      SHOP_DB: target,
      GATEWAY_ORDER_ID: gatewayOrderId,
      JCC_REST_URL: jcc.restUrl,
      ERP_BASE_URL: erp.url,
      JITI_ALIAS: JSON.stringify({
        '@/': `${ROOT}/`,
        'server-only': join(ROOT, 'tests/stubs/server-only.ts'),
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  closers.push(() => void child.kill('SIGKILL'));
  return child;
}

/** A lease always free: the test process is the only job runner. */
const lease: JobLease = { take: () => Promise.resolve(true), release: () => Promise.resolve() };

describe.each([
  ['SQLite', sqliteDatabase],
  ['PostgreSQL', postgresDatabase],
])('a shop node killed during $PosProcessWeb (%s)', (_, open) => {
  it('leaves the order paid, and the job sends it once', async () => {
    const { target, sql, stores } = await open();
    const d = sandboxOrderDeps(stores.orders, jcc);
    const placed = await placeAndPay(line, jcc, d);
    const { gatewayOrderId } = placed;

    await setFaults({ latencyMs: ERP_LATENCY_MS, match: '$PosProcessWeb' });
    const child = settleInChild(target, gatewayOrderId!);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((done) =>
      child.once('exit', (_code, signal) => done(signal)),
    );

    // Paid is durable before the ERP call: the row says so while the call is still in flight.
    await vi.waitFor(async () => expect(await stateOf(sql, placed.id)).toBe('paid'), {
      timeout: 20_000,
      interval: 25,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(output).not.toContain('settled');
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await stateOf(sql, placed.id)).toBe('paid');

    // The dead node's call still completes inside the ERP (the sandbox finishes what it started).
    await vi.waitFor(async () => expect(await erpOrders(placed.id)).toHaveLength(1), {
      timeout: ERP_LATENCY_MS + 5_000,
      interval: 100,
    });
    await setFaults({});

    // Another process's job, once the first send's grace has passed, sends it again: the same record.
    const report = await reconcileOnce(
      { ...d.settle, lease, holder: 'test', sweepResetLinks: () => Promise.resolve() },
      Date.now() + 3 * 60_000,
    );
    expect(report).toMatchObject({ ran: true, sent: 1 });
    const rows = await erpOrders(placed.id);
    expect(rows).toHaveLength(1);
    const order = (await stores.orders.get(placed.id))!;
    expect(order.state).toBe('sent');
    expect(order.erpRecord).toBe(rows[0].$$record);
  }, 60_000);
});
