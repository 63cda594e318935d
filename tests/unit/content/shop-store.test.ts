import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markContactMailed, saveContactMessage } from '@/server/store/contact-messages';
import { openShopDb, SCHEMA_VERSION, type ShopDb } from '@/server/store/db';
import { addSubscriber } from '@/server/store/newsletter-subscribers';
import { subscriberEmails } from './subscriber-emails';

let db: ShopDb | undefined;
afterEach(() => db?.close());

describe('shop store (SQLite)', () => {
  it('creates the file and its tables on first open, and reopens without migrating twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
    try {
      const file = join(dir, 'shop.db');
      db = openShopDb(file);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      addSubscriber(db, 'ana@example.com');
      db.close();
      db = openShopDb(file);
      expect(subscriberEmails(db)).toEqual(['ana@example.com']);
    } finally {
      db?.close();
      db = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stores contact messages and marks them mailed', () => {
    db = openShopDb(':memory:');
    const at = new Date('2025-07-02T10:00:00Z');
    const id = saveContactMessage(
      db,
      { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' },
      at,
    );
    expect(
      db
        .prepare(
          'SELECT name, email, subject, message, created_at, mailed_at FROM contact_messages WHERE id = ?',
        )
        .get(id),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hi',
      message: 'Hello',
      created_at: '2025-07-02T10:00:00.000Z',
      mailed_at: null,
    });
    markContactMailed(db, id, at);
    expect(db.prepare('SELECT mailed_at FROM contact_messages WHERE id = ?').get(id)).toEqual({
      mailed_at: at.toISOString(),
    });
  });

  it('keeps one subscriber per address, whatever its case', () => {
    db = openShopDb(':memory:');
    expect(addSubscriber(db, 'Ana@Example.com')).toBe('added');
    expect(addSubscriber(db, ' ana@example.COM ')).toBe('exists');
    expect(addSubscriber(db, 'bob@example.com')).toBe('added');
    expect(subscriberEmails(db)).toEqual(['ana@example.com', 'bob@example.com']);
  });
});
