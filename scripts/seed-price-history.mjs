// @ts-check
// Writes the sandbox's seeded price history (sandbox/erp/price-history.mjs) into the shop's own
// store, replacing what it held for those items: `npm start` runs it whenever it runs the sandbox
// ERP, before the shop starts. The table is created here when the shop has not yet made its
// database (its migration creates it the same way, IF NOT EXISTS).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { resolveDataDir } from '../sandbox/erp/db.mjs';
import { readReducedItems, seededHistory } from '../sandbox/erp/price-history.mjs';
import { openShopDatabase } from './shop-db.mjs';

const CREATE = `CREATE TABLE IF NOT EXISTS price_observations (
  product_id BIGINT NOT NULL, day TEXT NOT NULL, cents INTEGER NOT NULL, PRIMARY KEY (product_id, day))`;

/** Today in Cyprus, as the shop counts days. */
const cyprusToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Nicosia' });

/** @param {NodeJS.ProcessEnv} env @returns {Promise<number>} how many observations were written */
export async function seedPriceHistory(env) {
  const seeded = seededHistory(
    readReducedItems(`${resolveDataDir(env.SANDBOX_DATA_DIR)}/erp.sqlite`),
    cyprusToday(),
  );
  if (!env.DATABASE_URL) {
    // The shop has not made its SQLite file yet on a first start: an empty one it will migrate.
    mkdirSync(env.SHOP_DATA_DIR || '.data', { recursive: true });
    new Database(join(env.SHOP_DATA_DIR || '.data', 'shop.db')).close();
  }
  const shop = await openShopDatabase({ write: true }, env);
  if ('missing' in shop) throw new Error(`No shop database at ${shop.where}`);
  try {
    await shop.run(CREATE);
    for (const { item, rows: observed } of seeded) {
      await shop.run('DELETE FROM price_observations WHERE product_id = ?', [item.position]);
      await shop.run(
        `INSERT INTO price_observations (product_id, day, cents) VALUES ${observed.map(() => '(?, ?, ?)').join(', ')}`,
        observed.flatMap((o) => [o.productId, o.day, o.cents]),
      );
    }
  } finally {
    await shop.close();
  }
  return seeded.reduce((n, s) => n + s.rows.length, 0);
}
