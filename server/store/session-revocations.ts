import 'server-only';
import type { ShopDb } from './db';
import { first, sqliteSql, type Sql } from './sql';

// SessionRevocations in the shop's store: one row per account that ever signed out. The upsert
// only moves valid_after forward, in one statement, so two nodes revoking at once keep the later.
// The app reads them through server/account/revocation-cache.ts, which needs the raw times; the
// rows' interface is spelled here so the store imports nothing of the account room above it.

/** The rows as account's SessionRevocations and RevocationTimes read them (times in ms since the epoch). */
export interface RevocationRows {
  /** Answers the time it wrote (the row keeps a later one if another node wrote it). */
  revoke(userId: number): Promise<number>;
  revokeAll(userId: number): Promise<void>;
  validAfter(userId: number): Promise<number | undefined>;
  isRevoked(userId: number, issuedAt: number): Promise<boolean>;
}

/** Revocations on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlRevocations(sql: Sql, now: () => number = Date.now): RevocationRows {
  const validAfter = async (userId: number) =>
    (
      await first<{ valid_after: number }>(
        sql,
        'SELECT valid_after FROM session_revocations WHERE user_id = ?',
        [userId],
      )
    )?.valid_after;
  const revoke = async (userId: number) => {
    const at = now();
    await sql.run(
      `INSERT INTO session_revocations (user_id, valid_after) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET valid_after = excluded.valid_after
         WHERE session_revocations.valid_after < excluded.valid_after`,
      [userId, at],
    );
    return at;
  };
  return {
    revoke,
    async revokeAll(userId) {
      await revoke(userId);
    },
    validAfter,
    async isRevoked(userId, issuedAt) {
      const time = await validAfter(userId);
      return time !== undefined && issuedAt <= time;
    },
  };
}

export const sqliteRevocations = (db: ShopDb, now?: () => number): RevocationRows =>
  sqlRevocations(sqliteSql(db), now);
