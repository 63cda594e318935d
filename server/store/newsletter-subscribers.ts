import 'server-only';
import { normaliseEmail } from '@/lib/forms/email';
import type { NewsletterConsent } from '@/lib/newsletter/consent';
import type { ShopDb } from './db';
import { linkDigest, newLinkToken } from './link-tokens';
import { first, sqliteSql, type Sql } from './sql';

// Newsletter subscribers with double opt-in: one row per address (compared without case: COLLATE
// NOCASE on SQLite, a unique index on lower(email) on PostgreSQL; ON CONFLICT with no target meets
// either; addresses are stored lower-case). A sign-up keeps the consent shown and a confirm
// token (its SHA-256 only); the address counts as subscribed only from confirmed_at until
// unsubscribed_at.

export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** What a sign-up needs mailed: a confirm link, or nothing (the address is already subscribed). */
export type SignUpOutcome = { kind: 'confirm'; id: number; token: string } | { kind: 'subscribed' };

/** An address's place on the list, as the owner's data export shows it. */
export interface NewsletterStatus {
  subscribed: boolean;
  signedUpAt: string;
  consentVersion: string | null;
  consentText: string | null;
  consentedAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface NewsletterSubscribers {
  /**
   * Records the consent and a new confirm token, for a new address or one not subscribed now
   * (pending or unsubscribed); an earlier pending link stops working.
   */
  signUp(email: string, consent: NewsletterConsent): Promise<SignUpOutcome>;
  /** Confirms the address a pending token belongs to: its id, or null (unknown, used or expired). */
  confirm(token: string): Promise<number | null>;
  /** Takes the address off the list (again is fine): false when there is no such subscriber. */
  unsubscribe(id: number): Promise<boolean>;
  /** The address's row, or null when it never signed up. */
  statusOf(email: string): Promise<NewsletterStatus | null>;
}

interface StatusRow {
  created_at: string;
  consent_version: string | null;
  consent_text: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const toStatus = (row: StatusRow): NewsletterStatus => ({
  subscribed: row.confirmed_at !== null && row.unsubscribed_at === null,
  signedUpAt: row.created_at,
  consentVersion: row.consent_version,
  consentText: row.consent_text,
  consentedAt: row.consented_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

/** Subscribers on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlSubscribers(sql: Sql, now: () => number = Date.now): NewsletterSubscribers {
  return {
    async signUp(rawEmail, consent) {
      const email = normaliseEmail(rawEmail);
      const token = newLinkToken();
      const t = now();
      const at = new Date(t).toISOString();
      const pending = [consent.version, consent.text, at, linkDigest(token), t + NEWSLETTER_CONFIRM_TTL_MS];
      const added = await first<{ id: number }>(
        sql,
        `INSERT INTO newsletter_subscribers
           (email, created_at, consent_version, consent_text, consented_at, confirm_token_hash, confirm_expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
        [email, at, ...pending],
      );
      if (added) return { kind: 'confirm', id: Number(added.id), token };
      const again = await first<{ id: number }>(
        sql,
        `UPDATE newsletter_subscribers
         SET consent_version = ?, consent_text = ?, consented_at = ?, confirm_token_hash = ?,
             confirm_expires_at = ?, confirmed_at = NULL, unsubscribed_at = NULL
         WHERE email = ? AND (confirmed_at IS NULL OR unsubscribed_at IS NOT NULL) RETURNING id`,
        [...pending, email],
      );
      return again ? { kind: 'confirm', id: Number(again.id), token } : { kind: 'subscribed' };
    },
    async confirm(token) {
      const t = now();
      const row = await first<{ id: number }>(
        sql,
        `UPDATE newsletter_subscribers
         SET confirmed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL
         WHERE confirm_token_hash = ? AND confirm_expires_at > ? RETURNING id`,
        [new Date(t).toISOString(), linkDigest(token), t],
      );
      return row ? Number(row.id) : null;
    },
    async unsubscribe(id) {
      // A pending link is closed too: an address that said no is never added by a later click.
      await sql.run(
        `UPDATE newsletter_subscribers
         SET unsubscribed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL
         WHERE id = ? AND unsubscribed_at IS NULL`,
        [new Date(now()).toISOString(), id],
      );
      return (await first(sql, 'SELECT id FROM newsletter_subscribers WHERE id = ?', [id])) !== undefined;
    },
    async statusOf(email) {
      const row = await first<StatusRow>(
        sql,
        `SELECT created_at, consent_version, consent_text, consented_at, confirmed_at, unsubscribed_at
         FROM newsletter_subscribers WHERE email = ?`,
        [normaliseEmail(email)],
      );
      return row ? toStatus(row) : null;
    },
  };
}

export const sqliteSubscribers = (db: ShopDb, now?: () => number): NewsletterSubscribers =>
  sqlSubscribers(sqliteSql(db), now);
