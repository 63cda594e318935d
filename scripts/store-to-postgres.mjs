// `npm run store:to-postgres [-- --from <file>]`: moving from one node to several. Copies the
// durable rows of the SQLite file (default SHOP_DATA_DIR/shop.db, SHOP_DATA_DIR default .data)
// into the empty PostgreSQL database DATABASE_URL names (server/store/copy-to-postgres.mjs).
// Stop the shop first; start it once with DATABASE_URL set before, so PostgreSQL has its tables.
// Prints table names and counts only, never an address or a row.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadShopEnv } from '../server/env-files.mjs';
import { copyToPostgres, CopyRefused } from '../server/store/copy-to-postgres.mjs';
import { root } from './lib/processes.mjs';

const env = loadShopEnv(root);
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const file = values.from ?? join(env.SHOP_DATA_DIR || '.data', 'shop.db');
if (!env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the PostgreSQL database to copy into.');
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`No shop database at ${file} (set SHOP_DATA_DIR, or --from <file>).`);
  process.exit(1);
}

const { default: Database } = await import('better-sqlite3');
const { default: pg } = await import('pg');
const db = new Database(file, { readonly: true, fileMustExist: true });
const client = new pg.Client({ connectionString: env.DATABASE_URL });
try {
  await client.connect();
  const copied = await copyToPostgres({ all: (sql, params = []) => db.prepare(sql).all(...params) }, client);
  for (const [table, rows] of Object.entries(copied)) console.log(`${table}: ${rows}`);
  console.log(`Copied from ${file} to PostgreSQL. Start the nodes with DATABASE_URL and REDIS_URL.`);
} catch (error) {
  // A refusal says what to do; anything else is PostgreSQL's own message (never the URL).
  console.error(error instanceof CopyRefused ? error.message : `Nothing copied: ${error.message}`);
  process.exitCode = 1;
} finally {
  db.close();
  await client.end().catch(() => undefined);
}
