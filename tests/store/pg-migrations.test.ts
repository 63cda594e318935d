import { describe, expect, it } from 'vitest';
import { openShopDb } from '@/server/store/db';
import { migratePg } from '@/server/store/pg';
import { PG_SCHEMA_VERSION } from '@/server/store/pg-migrations';
import { DURABLE_TABLES as DURABLE } from '@/server/store/copy-to-postgres.mjs';
import { createPgDatabase, pgNode } from './drivers';

// PostgreSQL's migrations: run once however many nodes start together, and the same tables and
// columns as SQLite's for every durable kind.

describe('PostgreSQL migrations', () => {
  it('run once when three nodes start together, and find nothing to do after', async () => {
    const url = await createPgDatabase();
    const nodes = [pgNode(url), pgNode(url), pgNode(url)];
    const applied = await Promise.all(nodes.map((n) => migratePg(n.pool)));
    expect(applied.sort((a, b) => a - b)).toEqual([0, 0, PG_SCHEMA_VERSION]);
    await Promise.all(nodes.map((n) => n.ready()));
    const { rows } = await nodes[0].pool.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: PG_SCHEMA_VERSION }, (_, i) => i + 1));
  });

  it('give every durable table the columns SQLite gives it', async () => {
    const node = pgNode(await createPgDatabase());
    await node.ready();
    const { rows } = await node.pool.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, column_name`,
    );
    const pgColumns = rows.map((r) => `${r.table_name}.${r.column_name}`);
    const sqlite = openShopDb(':memory:');
    const sqliteColumns = DURABLE.flatMap((table) =>
      (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => `${table}.${c.name}`),
    ).sort();
    sqlite.close();
    expect(pgColumns).toEqual(sqliteColumns);
  });
});
