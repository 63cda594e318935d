import 'server-only';
import type { ShopDb } from './db';
import { linkDigest as digest, newLinkToken } from './link-tokens';
import { first, sqliteSql, type Sql } from './sql';

// Single-use password-reset tokens. The link carries 32 random bytes; the store keeps only their
// SHA-256, so a copy of the database opens no account. A token is claimed atomically (one use).

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface PasswordResets {
  /**
   * Fails (StoreUnavailableError) when the store is out of reach. Asked before every
   * forgot-password answer, whether the account exists or not, so that answer is a 503 for
   * everyone rather than a 200 with no link. One indexed read, no write.
   */
  reachable(): Promise<void>;
  /** Deletes links expired a day ago: the reconciliation job's housekeeping (server/orders). */
  sweep(): Promise<void>;
  /**
   * A new token for `userId`, valid for 30 minutes; the plain token goes into the mail only.
   * `addressId`: the address record it is mailed for (where the "password changed" mail goes).
   */
  create(userId: number, addressId?: number): Promise<string>;
  /** Marks the token used and answers its account; null when unknown, used or expired. */
  claim(token: string): Promise<number | null>;
  /** The address record a token was mailed for; null when unknown or not kept (older links). */
  addressOf(token: string): Promise<number | null>;
  /** Gives a claimed token back (the password could not be stored). */
  release(token: string): Promise<void>;
  /** Marks every open token of the account used (after a successful reset). */
  closeAll(userId: number): Promise<void>;
}

/** Reset tokens on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlPasswordResets(sql: Sql, now: () => number = Date.now): PasswordResets {
  return {
    async reachable() {
      await first(sql, 'SELECT 1 AS up FROM password_resets LIMIT 1', []);
    },
    async sweep() {
      await sql.run('DELETE FROM password_resets WHERE expires_at < ?', [now() - 24 * 60 * 60 * 1000]);
    },
    async create(userId, addressId) {
      const token = newLinkToken();
      const t = now();
      await sql.run(
        `INSERT INTO password_resets (token_hash, user_id, address_id, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        [digest(token), userId, addressId ?? null, t + RESET_TOKEN_TTL_MS, t],
      );
      return token;
    },
    async claim(token) {
      const t = now();
      const row = await first<{ user_id: number }>(
        sql,
        `UPDATE password_resets SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
        [t, digest(token), t],
      );
      return row?.user_id ?? null;
    },
    async addressOf(token) {
      const row = await first<{ address_id: number | null }>(
        sql,
        'SELECT address_id FROM password_resets WHERE token_hash = ?',
        [digest(token)],
      );
      return row?.address_id ?? null;
    },
    async release(token) {
      await sql.run('UPDATE password_resets SET used_at = NULL WHERE token_hash = ?', [digest(token)]);
    },
    async closeAll(userId) {
      await sql.run('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [
        now(),
        userId,
      ]);
    },
  };
}

export const sqlitePasswordResets = (db: ShopDb, now?: () => number): PasswordResets =>
  sqlPasswordResets(sqliteSql(db), now);
