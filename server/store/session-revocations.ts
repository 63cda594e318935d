import 'server-only';
import type { SessionRevocations } from '@/server/account/revocations';
import type { ShopDb } from './db';
import { first, sqliteSql, type Sql } from './sql';

// SessionRevocations in the shop's store: one row per account that ever signed out. The upsert
// only moves valid_after forward, in one statement, so two nodes revoking at once keep the later.

/** Revocations on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlRevocations(sql: Sql, now: () => number = Date.now): SessionRevocations {
  return {
    async revokeAll(userId) {
      await sql.run(
        `INSERT INTO session_revocations (user_id, valid_after) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET valid_after = excluded.valid_after
         WHERE session_revocations.valid_after < excluded.valid_after`,
        [userId, now()],
      );
    },
    async isRevoked(userId, issuedAt) {
      const row = await first<{ valid_after: number }>(
        sql,
        'SELECT valid_after FROM session_revocations WHERE user_id = ?',
        [userId],
      );
      return row !== undefined && issuedAt <= row.valid_after;
    },
  };
}

export const sqliteRevocations = (db: ShopDb, now?: () => number): SessionRevocations =>
  sqlRevocations(sqliteSql(db), now);
