import 'server-only';
import type { ShopDb } from './db';
import { linkDigest, newLinkToken } from './link-tokens';
import { first, sqliteSql, type Sql } from './sql';

// Sign-in email changes waiting for the new address to confirm its mailed link. The link carries
// 32 random bytes; the store keeps only their SHA-256 with the account and the new address. A
// token is claimed atomically (one use); a new request closes the account's earlier ones, so only
// the latest link works.

export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

export interface EmailChange {
  userId: number;
  /** The address record whose email changes. */
  addressId: number;
  newEmail: string;
}

export interface EmailChanges {
  /** A new token for `change`, valid for an hour; the account's earlier open tokens are closed. */
  create(change: EmailChange): Promise<string>;
  /** Marks the token used and answers its change; null when unknown, used or expired. */
  claim(token: string): Promise<EmailChange | null>;
  /** Gives a claimed token back (the ERP could not take the new email). */
  release(token: string): Promise<void>;
  /** Deletes links expired a day ago: the reconciliation job's housekeeping (server/orders). */
  sweep(): Promise<void>;
}

type Row = { user_id: number; address_id: number; new_email: string };

/** Email changes on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlEmailChanges(sql: Sql, now: () => number = Date.now): EmailChanges {
  return {
    async create({ userId, addressId, newEmail }) {
      const token = newLinkToken();
      const t = now();
      await sql.run('UPDATE email_changes SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [
        t,
        userId,
      ]);
      await sql.run(
        `INSERT INTO email_changes (token_hash, user_id, address_id, new_email, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [linkDigest(token), userId, addressId, newEmail, t + EMAIL_CHANGE_TTL_MS, t],
      );
      return token;
    },
    async claim(token) {
      const t = now();
      const row = await first<Row>(
        sql,
        `UPDATE email_changes SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id, address_id, new_email`,
        [t, linkDigest(token), t],
      );
      return row ? { userId: row.user_id, addressId: row.address_id, newEmail: row.new_email } : null;
    },
    async release(token) {
      await sql.run('UPDATE email_changes SET used_at = NULL WHERE token_hash = ?', [linkDigest(token)]);
    },
    async sweep() {
      await sql.run('DELETE FROM email_changes WHERE expires_at < ?', [now() - 24 * 60 * 60 * 1000]);
    },
  };
}

export const sqliteEmailChanges = (db: ShopDb, now?: () => number): EmailChanges =>
  sqlEmailChanges(sqliteSql(db), now);
