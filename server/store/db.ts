import 'server-only';
import Database from 'better-sqlite3';

// The shop's own small database (contact messages, newsletter subscribers, rate-limit counts,
// session revocations, password-reset and email-change links, orders, return requests): one
// SQLite file under SHOP_DATA_DIR, created on first use (server/runtime/stores.ts holds the
// process's connection). Migrations are numbered by PRAGMA user_version, so a file from an older
// release is brought up to date when it is opened.

export type ShopDb = Database.Database;

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     mailed_at TEXT
   );
   CREATE TABLE newsletter_subscribers (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL COLLATE NOCASE UNIQUE,
     created_at TEXT NOT NULL
   );`,
  // 2: rate-limiter-flexible's RateLimiterSQLite table (server/shared/sqlite-rate-limiter.ts): one
  // row per limited key, e.g. 'contact:ip:1.2.3.4'; expire in epoch ms. Expired rows are swept.
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     points INTEGER NOT NULL DEFAULT 0,
     expire INTEGER
   );`,
  // 3: per account, cookies issued at or before valid_after (ms since the epoch) are anonymous.
  `CREATE TABLE session_revocations (
     user_id INTEGER PRIMARY KEY,
     valid_after INTEGER NOT NULL
   );`,
  // 4: password-reset links (server/store/password-resets.ts): only the SHA-256 of the token is
  // kept; a row is good once, until expires_at (ms since the epoch).
  `CREATE TABLE password_resets (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX password_resets_user ON password_resets (user_id);`,
  // 5: orders (server/orders/store.ts), one row per checkout idempotency key; money in cents.
  // order_number is the current payment attempt's (the gateway refuses a reused one). job_leases:
  // one holder at a time per background job across processes (server/shared/job-lease.ts).
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     user_id INTEGER,
     email TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'sent', 'failed', 'cancelled')),
     order_json TEXT NOT NULL,
     total_cents INTEGER NOT NULL,
     currency TEXT NOT NULL,
     payment_attempts INTEGER NOT NULL DEFAULT 0,
     registering_until INTEGER,
     order_number TEXT UNIQUE,
     gateway_order_id TEXT UNIQUE,
     form_url TEXT,
     erp_record INTEGER,
     erp_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER,
     last_error TEXT,
     view_token_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     paid_at INTEGER
   );
   CREATE INDEX orders_state ON orders (state, next_attempt_at);
   CREATE INDEX orders_user ON orders (user_id);
   CREATE TABLE job_leases (
     name TEXT PRIMARY KEY,
     holder TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );`,
  // 6: confirmation_mailed_at (ms since the epoch) claims an order's one confirmation mail; NULL
  // until claimed, and again after a failed send so the job retries it (the index finds those).
  // request_hash: the SHA-256 of the checkout request an idempotency key was first used with;
  // NULL for orders placed before it was kept.
  `ALTER TABLE orders ADD COLUMN confirmation_mailed_at INTEGER;
   ALTER TABLE orders ADD COLUMN request_hash TEXT;
   CREATE INDEX orders_unconfirmed ON orders (paid_at) WHERE confirmation_mailed_at IS NULL;`,
  // 7: return requests (server/returns/store.ts), one row per ERP order line asked back, at most
  // one per line. created_at in ms since the epoch; status 'requested' until a back office moves it.
  `CREATE TABLE return_requests (
     id INTEGER PRIMARY KEY,
     user_id INTEGER NOT NULL,
     erp_order_id INTEGER NOT NULL,
     erp_line_id INTEGER NOT NULL UNIQUE,
     item_code TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     reason TEXT NOT NULL,
     note TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'requested',
     created_at INTEGER NOT NULL
   );
   CREATE INDEX return_requests_order ON return_requests (user_id, erp_order_id);`,
  // 8: an order's ERP send and mail, exactly once (issue 25). erp_outcome_unknown: 1 after a send
  // whose outcome is unknown (a timeout, an unreadable answer), so the next try looks the order up
  // in the ERP before sending it again. attention_at: when the job gave up resending (the operator
  // takes over); attention_mailed_at claims the operator's one mail about it.
  // confirmation_claimed_until: a sender's hold on the buyer's mail; confirmation_mailed_at is set
  // only once the SMTP server accepted it. voucher_holds: one open order per single-use voucher
  // code, held when the order is created, used once it is paid, freed when it fails or expires.
  `ALTER TABLE orders ADD COLUMN erp_outcome_unknown INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE orders ADD COLUMN attention_at INTEGER;
   ALTER TABLE orders ADD COLUMN attention_mailed_at INTEGER;
   ALTER TABLE orders ADD COLUMN confirmation_claimed_until INTEGER;
   CREATE TABLE voucher_holds (
     code TEXT PRIMARY KEY,
     order_id TEXT NOT NULL,
     used INTEGER NOT NULL DEFAULT 0,
     held_at INTEGER NOT NULL
   );`,
  // 9: sign-in email changes waiting for the new address's link (server/store/email-changes.ts),
  // by the SHA-256 of their token; password_resets.address_id: the address record a reset link
  // was mailed for, where the "your password was changed" mail goes (NULL for older links).
  `CREATE TABLE email_changes (
     token_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     address_id INTEGER NOT NULL,
     new_email TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX email_changes_user ON email_changes (user_id);
   ALTER TABLE password_resets ADD COLUMN address_id INTEGER;`,
  // 10: the last four digits of the card that paid an order, as the gateway reported them
  // ('Card ending 1115' on the confirmation and in the history); never more of the number.
  `ALTER TABLE orders ADD COLUMN card_last4 TEXT;`,
  // 11: the price each item was sold at on each Cyprus day, as the shop read it from the ERP (the
  // lowest of the day); a reduction's prior price is read from it (server/prices/price-history.ts).
  // IF NOT EXISTS: the sandbox's seeded history (scripts/seed-price-history.mjs) may come first.
  `CREATE TABLE IF NOT EXISTS price_observations (
     product_id INTEGER NOT NULL,
     day TEXT NOT NULL,
     cents INTEGER NOT NULL,
     PRIMARY KEY (product_id, day)
   );`,
  // 12: newsletter double opt-in with proof of consent (server/store/newsletter-subscribers.ts).
  // consent_version/consent_text: the words shown next to the form when the address was given,
  // consented_at when (ISO, as created_at); confirm_token_hash: the SHA-256 of the mailed link's
  // token, good until confirm_expires_at (ms since the epoch); an address is subscribed only from
  // confirmed_at until unsubscribed_at. Rows from before have no consent and stay unconfirmed.
  `ALTER TABLE newsletter_subscribers ADD COLUMN consent_version TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN consent_text TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN consented_at TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at INTEGER;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
   CREATE UNIQUE INDEX newsletter_subscribers_confirm ON newsletter_subscribers (confirm_token_hash);`,
  // 13: withdrawals from the contract (Directive 2011/83/EU Art. 11a) become return requests of
  // kind 'withdrawal' in the same table, so operators see one list. A guest's withdrawal has no
  // account and names a shop order (shop_order_id, its line's id in shop_line_id) that may not be
  // in the ERP yet, so user_id, erp_order_id and erp_line_id may be NULL; each shop line is
  // withdrawn once. SQLite cannot drop NOT NULL in place: the table is rebuilt, ids kept.
  `CREATE TABLE return_requests_new (
     id INTEGER PRIMARY KEY,
     user_id INTEGER,
     erp_order_id INTEGER,
     erp_line_id INTEGER UNIQUE,
     item_code TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     reason TEXT NOT NULL,
     note TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'requested',
     created_at INTEGER NOT NULL,
     kind TEXT NOT NULL DEFAULT 'return' CHECK (kind IN ('return', 'withdrawal')),
     shop_order_id TEXT,
     shop_line_id INTEGER,
     name TEXT,
     email TEXT,
     UNIQUE (shop_order_id, shop_line_id)
   );
   INSERT INTO return_requests_new
     (id, user_id, erp_order_id, erp_line_id, item_code, quantity, reason, note, status, created_at)
     SELECT id, user_id, erp_order_id, erp_line_id, item_code, quantity, reason, note, status, created_at
       FROM return_requests;
   DROP TABLE return_requests;
   ALTER TABLE return_requests_new RENAME TO return_requests;
   CREATE INDEX return_requests_order ON return_requests (user_id, erp_order_id);`,
];

/** The schema version a migrated file has (its PRAGMA user_version). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings `db` to the latest schema, one transaction per step. */
export function migrate(db: ShopDb): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + i + 1}`);
    })();
  });
}

/** Opens (creating when missing) and migrates the database file; `:memory:` for tests. */
export function openShopDb(file: string): ShopDb {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
