import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { ShopDb } from './db';

// Single-use password-reset tokens. The link carries 32 random bytes; the store keeps only their
// SHA-256, so a copy of the database opens no account. A token is claimed atomically (one use).

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface PasswordResets {
  /** A new token for `userId`, valid for 30 minutes; the plain token goes into the mail only. */
  create(userId: number): string;
  /** Marks the token used and answers its account; null when unknown, used or expired. */
  claim(token: string): number | null;
  /** Gives a claimed token back (the password could not be stored). */
  release(token: string): void;
  /** Marks every open token of the account used (after a successful reset). */
  closeAll(userId: number): void;
}

export function sqlitePasswordResets(db: ShopDb, now: () => number = Date.now): PasswordResets {
  const insert = db.prepare(
    'INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  );
  const claim = db.prepare<[number, string, number], { user_id: number }>(
    `UPDATE password_resets SET used_at = ?
     WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
  );
  const release = db.prepare('UPDATE password_resets SET used_at = NULL WHERE token_hash = ?');
  const closeAll = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const sweep = db.prepare('DELETE FROM password_resets WHERE expires_at < ?');
  return {
    create(userId) {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      sweep.run(t - 24 * 60 * 60 * 1000);
      insert.run(digest(token), userId, t + RESET_TOKEN_TTL_MS, t);
      return token;
    },
    claim(token) {
      const t = now();
      return claim.get(t, digest(token), t)?.user_id ?? null;
    },
    release(token) {
      release.run(digest(token));
    },
    closeAll(userId) {
      closeAll.run(now(), userId);
    },
  };
}
