import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { e2eShopDataDir } from '../../playwright.config';

/** Empties one table of the e2e shop's database, when the file and the table exist. */
function clearShopTable(name: 'rate_limits' | 'return_requests'): void {
  const file = join(e2eShopDataDir, 'shop.db');
  if (!existsSync(file)) return;
  const db = new Database(file);
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
    if (table) db.prepare(`DELETE FROM ${name}`).run();
  } finally {
    db.close();
  }
}

// Rate-limit counts live in the shop's database and outlast a restart, so a second e2e run within
// ten minutes would find the contact form's allowance already spent: each run starts with none.
export const clearRateLimits = () => clearShopTable('rate_limits');

/** The demo order's one returnable line can be asked back once: each returns test starts afresh. */
export const clearReturnRequests = () => clearShopTable('return_requests');

export default function globalSetup(): void {
  clearRateLimits();
  clearReturnRequests();
}
