// The shop's database as the operator scripts use it: PostgreSQL when DATABASE_URL is set (as the
// shop itself chooses, server/runtime/stores.ts), otherwise the SQLite file under SHOP_DATA_DIR
// (default .data/). Read-only unless a script asks to write (orders:attention's resolutions, one
// compare-and-set each). Statements use `?` placeholders and SQL both databases run. The settings
// come from the environment and the .env files, as the shop reads them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadShopEnv } from '../server/env-files.mjs';
import { numbered } from '../server/store/placeholders.mjs';
import { root } from './lib/processes.mjs';

/**
 * @typedef {{ where: string,
 *   all(sql: string, params?: unknown[]): Promise<Record<string, any>[]>,
 *   run(sql: string, params?: unknown[]): Promise<number>,
 *   close(): Promise<void> }} ShopDatabase
 * @param {{ write?: boolean }} [options]
 * @returns {Promise<ShopDatabase | { where: string, missing: true }>}
 */
export async function openShopDatabase({ write = false } = {}, env = loadShopEnv(root)) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // BIGINT (ms since the epoch) as numbers, as the shop reads them.
    const types = {
      getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
    };
    const client = new pg.Client({ connectionString: env.DATABASE_URL, types });
    await client.connect();
    if (!write) await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY');
    const url = new URL(env.DATABASE_URL);
    return {
      where: `PostgreSQL ${url.hostname}${url.pathname}`,
      all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount ?? 0,
      close: () => client.end(),
    };
  }
  const file = join(env.SHOP_DATA_DIR || '.data', 'shop.db');
  if (!existsSync(file)) return { where: file, missing: true };
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: !write, fileMustExist: true });
  // The running shop may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  return {
    where: file,
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    close: async () => db.close(),
  };
}
