import 'server-only';

// The shop's durable tables on PostgreSQL, step for step the SQLite migrations in
// server/store/db.ts in PostgreSQL's dialect: BIGINT for ms since the epoch and ERP ids, identity
// columns for integer keys, a unique index on lower(email) where SQLite says COLLATE NOCASE. Only
// the durable kinds live here; rate-limit counts and job leases are shared state (server/shared).
// A new SQLite step that changes a durable table gets its PostgreSQL step here, at the end.

export const PG_MIGRATIONS: readonly string[] = [
  // 1 (SQLite 1): contact messages and newsletter subscribers; their times are ISO text there too.
  `CREATE TABLE contact_messages (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     mailed_at TEXT
   );
   CREATE TABLE newsletter_subscribers (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     email TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));`,
  // 2 (SQLite 3): per account, cookies issued at or before valid_after are anonymous.
  `CREATE TABLE session_revocations (
     user_id BIGINT PRIMARY KEY,
     valid_after BIGINT NOT NULL
   );`,
  // 3 (SQLite 4): password-reset links, by the SHA-256 of their token.
  `CREATE TABLE password_resets (
     token_hash TEXT PRIMARY KEY,
     user_id BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX password_resets_user ON password_resets (user_id);`,
  // 4 (SQLite 5, without job_leases): orders, one row per checkout idempotency key.
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     user_id BIGINT,
     email TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'sent', 'failed', 'cancelled')),
     order_json TEXT NOT NULL,
     total_cents BIGINT NOT NULL,
     currency TEXT NOT NULL,
     payment_attempts INTEGER NOT NULL DEFAULT 0,
     registering_until BIGINT,
     order_number TEXT UNIQUE,
     gateway_order_id TEXT UNIQUE,
     form_url TEXT,
     erp_record BIGINT,
     erp_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT,
     last_error TEXT,
     view_token_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     paid_at BIGINT
   );
   CREATE INDEX orders_state ON orders (state, next_attempt_at);
   CREATE INDEX orders_user ON orders (user_id);`,
  // 5 (SQLite 6): the confirmation mail's claim and the checkout request's fingerprint.
  `ALTER TABLE orders ADD COLUMN confirmation_mailed_at BIGINT;
   ALTER TABLE orders ADD COLUMN request_hash TEXT;
   CREATE INDEX orders_unconfirmed ON orders (paid_at) WHERE confirmation_mailed_at IS NULL;`,
  // 6 (SQLite 7): return requests, at most one per ERP order line.
  `CREATE TABLE return_requests (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id BIGINT NOT NULL,
     erp_order_id BIGINT NOT NULL,
     erp_line_id BIGINT NOT NULL UNIQUE,
     item_code TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     reason TEXT NOT NULL,
     note TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'requested',
     created_at BIGINT NOT NULL
   );
   CREATE INDEX return_requests_order ON return_requests (user_id, erp_order_id);`,
  // 7 (SQLite 8): exactly-once ERP sends and mails, voucher holds (server/store/db.ts says why).
  `ALTER TABLE orders ADD COLUMN erp_outcome_unknown INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE orders ADD COLUMN attention_at BIGINT;
   ALTER TABLE orders ADD COLUMN attention_mailed_at BIGINT;
   ALTER TABLE orders ADD COLUMN confirmation_claimed_until BIGINT;
   CREATE TABLE voucher_holds (
     code TEXT PRIMARY KEY,
     order_id TEXT NOT NULL,
     used INTEGER NOT NULL DEFAULT 0,
     held_at BIGINT NOT NULL
   );`,
  // 8 (SQLite 9): email changes waiting for their link; the address a reset link was mailed for.
  `CREATE TABLE email_changes (
     token_hash TEXT PRIMARY KEY,
     user_id BIGINT NOT NULL,
     address_id BIGINT NOT NULL,
     new_email TEXT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at BIGINT,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX email_changes_user ON email_changes (user_id);
   ALTER TABLE password_resets ADD COLUMN address_id BIGINT;`,
  // 9 (SQLite 10): the last four digits of the card that paid an order.
  `ALTER TABLE orders ADD COLUMN card_last4 TEXT;`,
  // 10 (SQLite 11): the price each item was sold at on each day, for reductions' prior prices.
  // IF NOT EXISTS: the sandbox's seeded history (scripts/seed-price-history.mjs) may come first.
  `CREATE TABLE IF NOT EXISTS price_observations (
     product_id BIGINT NOT NULL,
     day TEXT NOT NULL,
     cents INTEGER NOT NULL,
     PRIMARY KEY (product_id, day)
   );`,
  // 11 (SQLite 12): newsletter double opt-in with proof of consent.
  `ALTER TABLE newsletter_subscribers ADD COLUMN consent_version TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN consent_text TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN consented_at TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at BIGINT;
   ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
   ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
   CREATE UNIQUE INDEX newsletter_subscribers_confirm ON newsletter_subscribers (confirm_token_hash);`,
  // 12 (SQLite 13): withdrawals as return requests of kind 'withdrawal' (server/store/db.ts says why).
  `ALTER TABLE return_requests ALTER COLUMN user_id DROP NOT NULL;
   ALTER TABLE return_requests ALTER COLUMN erp_order_id DROP NOT NULL;
   ALTER TABLE return_requests ALTER COLUMN erp_line_id DROP NOT NULL;
   ALTER TABLE return_requests ADD COLUMN kind TEXT NOT NULL DEFAULT 'return' CHECK (kind IN ('return', 'withdrawal'));
   ALTER TABLE return_requests ADD COLUMN shop_order_id TEXT;
   ALTER TABLE return_requests ADD COLUMN shop_line_id BIGINT;
   ALTER TABLE return_requests ADD COLUMN name TEXT;
   ALTER TABLE return_requests ADD COLUMN email TEXT;
   ALTER TABLE return_requests ADD CONSTRAINT return_requests_shop_line UNIQUE (shop_order_id, shop_line_id);`,
];

/** The version a migrated PostgreSQL database has (its highest schema_migrations row). */
export const PG_SCHEMA_VERSION = PG_MIGRATIONS.length;
