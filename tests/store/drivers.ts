// The drivers every store contract test runs against: SQLite (a fresh in-memory file per test) and
// PostgreSQL (one database per test file on the server tests/store/pg-server.ts starts, emptied
// before each test). `twoNodes` gives two processes' view of one database: two SQLite connections
// to one file, or two PostgreSQL pools.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { openPg, type PgDatabase } from '@/server/store/pg';
import { sqliteSql, type Sql } from '@/server/store/sql';
import { storesOn, type Stores } from '@/server/runtime/stores';

export interface Opened {
  stores: Stores;
  /** The same database, for a test's own look at the rows. */
  sql: Sql;
}

export interface Driver {
  name: 'sqlite' | 'postgres';
  /** Stores on an empty database. */
  open(now?: () => number): Promise<Opened>;
  /** Two nodes' stores on one empty database. */
  twoNodes(): Promise<[Stores, Stores]>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const noWait = () => Promise.resolve();

const sqlite: Driver = {
  name: 'sqlite',
  open(now) {
    const sql = sqliteSql(openShopDb(':memory:'));
    return Promise.resolve({ sql, stores: storesOn(sql, noWait, now) });
  },
  twoNodes() {
    const dir = mkdtempSync(join(tmpdir(), 'shop-store-'));
    const [a, b] = [openShopDb(join(dir, 'shop.db')), openShopDb(join(dir, 'shop.db'))];
    cleanups.push(() => {
      a.close();
      b.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return Promise.resolve([storesOn(sqliteSql(a), noWait), storesOn(sqliteSql(b), noWait)]);
  },
};

/** A new, empty database on the test server: its URL. */
export async function createPgDatabase(): Promise<string> {
  const admin = new pg.Client(inject('pgAdminUrl'));
  const name = `shop_${randomBytes(6).toString('hex')}`;
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A pool on `url`, closed after the file's tests. */
export function pgNode(url: string): PgDatabase {
  const db = openPg(url);
  cleanups.push(() => db.pool.end());
  return db;
}

const TABLES =
  'contact_messages, newsletter_subscribers, session_revocations, password_resets, email_changes, orders, return_requests, price_observations';

let shared: Promise<PgDatabase> | undefined;
const postgres: Driver = {
  name: 'postgres',
  async open(now) {
    const db = await (shared ??= createPgDatabase().then(pgNode));
    await db.ready();
    await db.sql.run(`TRUNCATE ${TABLES} RESTART IDENTITY`);
    return { sql: db.sql, stores: storesOn(db.sql, db.ready, now) };
  },
  async twoNodes() {
    const url = await createPgDatabase();
    const [a, b] = [pgNode(url), pgNode(url)];
    return [storesOn(a.sql, a.ready), storesOn(b.sql, b.ready)];
  },
};

export const drivers: Driver[] = [sqlite, postgres];
