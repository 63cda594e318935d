import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { e2eShopDataDir } from '../../playwright.config';

// Rate-limit counts live in the shop's database and outlast a restart, so a second e2e run within
// ten minutes would find the contact form's allowance already spent: each run starts with none.
export function clearRateLimits(): void {
  const file = join(e2eShopDataDir, 'shop.db');
  if (!existsSync(file)) return;
  const db = new Database(file);
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rate_limits'")
      .get();
    if (table) db.prepare('DELETE FROM rate_limits').run();
  } finally {
    db.close();
  }
}

export default function globalSetup(): void {
  clearRateLimits();
}
