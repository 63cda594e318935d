import 'server-only';
import type { SessionRevocations } from '@/server/account/revocations';
import type { ShopDb } from './db';

// SessionRevocations on the shop's SQLite store: one row per account that ever signed out.

export function sqliteRevocations(db: ShopDb, now: () => number = Date.now): SessionRevocations {
  const upsert = db.prepare(
    `INSERT INTO session_revocations (user_id, valid_after) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET valid_after = max(valid_after, excluded.valid_after)`,
  );
  const read = db.prepare<[number], { valid_after: number }>(
    'SELECT valid_after FROM session_revocations WHERE user_id = ?',
  );
  return {
    revokeAll(userId) {
      upsert.run(userId, now());
      return Promise.resolve();
    },
    isRevoked(userId, issuedAt) {
      const row = read.get(userId);
      return Promise.resolve(row !== undefined && issuedAt <= row.valid_after);
    },
  };
}
