// The shop's database as the operator scripts read it, read-only: PostgreSQL when DATABASE_URL is
// set (as the shop itself chooses, server/store/stores.ts), otherwise the SQLite file under
// SHOP_DATA_DIR (default .data/). Queries take no parameters and use SQL both databases run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadShopEnv } from '../server/env-files.mjs';
import { root } from './lib/processes.mjs';

/** @returns {Promise<{ where: string, all(sql: string): Promise<Record<string, unknown>[]>, close(): Promise<void> } | { where: string, missing: true }>} */
export async function openShopReader(env = loadShopEnv(root)) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // BIGINT (ms since the epoch) as numbers, as the shop reads them.
    const types = {
      getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
    };
    const client = new pg.Client({ connectionString: env.DATABASE_URL, types });
    await client.connect();
    await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
    const url = new URL(env.DATABASE_URL);
    return {
      where: `PostgreSQL ${url.hostname}${url.pathname}`,
      all: async (sql) => (await client.query(sql)).rows,
      close: () => client.end(),
    };
  }
  const file = join(env.SHOP_DATA_DIR || '.data', 'shop.db');
  if (!existsSync(file)) return { where: file, missing: true };
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    where: file,
    all: async (sql) => db.prepare(sql).all(),
    close: async () => db.close(),
  };
}
