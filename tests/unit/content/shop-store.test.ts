import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDb, SCHEMA_VERSION, type ShopDb } from '@/server/store/db';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { sqliteSubscribers } from '@/server/store/newsletter-subscribers';
import { subscriberEmails } from './subscriber-emails';

let db: ShopDb | undefined;
afterEach(() => db?.close());

// The stores' own contract runs on SQLite and PostgreSQL in tests/store/.

describe('shop store (SQLite)', () => {
  it('creates the file and its tables on first open, and reopens without migrating twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
    try {
      const file = join(dir, 'shop.db');
      db = openShopDb(file);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      await sqliteSubscribers(db).signUp('ana@example.com', NEWSLETTER_CONSENT);
      db.close();
      db = openShopDb(file);
      expect(subscriberEmails(db)).toEqual(['ana@example.com']);
    } finally {
      db?.close();
      db = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
