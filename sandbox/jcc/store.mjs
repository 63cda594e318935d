// @ts-check
// The sandbox gateway's storage: one SQLite file (WAL) in SANDBOX_JCC_DATA_DIR, or memory (':memory:').
//   orders(id, order_number UNIQUE, amount, currency, description, return_url, fail_url, two_phase,
//          status, action_code, masked_pan, auth_ref_num, deposited, refunded, stage, email, created_at,
//          language)   language: register.do's `language` ('en' or 'el'), the hosted page's language.
//   stage: 'form' (card form shown), '3ds' (challenge page), 'processing' (the card that never
//          returns) or 'done'. No card number or CVC is ever stored: only the masked PAN.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Data dir from an option or SANDBOX_JCC_DATA_DIR; ':memory:' keeps nothing on disk. @param {string} [dir] */
export const resolveDataDir = (dir) => {
  const d = dir || process.env.SANDBOX_JCC_DATA_DIR || 'sandbox/data/jcc';
  return d === ':memory:' ? d : path.resolve(REPO_ROOT, d);
};

/**
 * @typedef {{ id: string, orderNumber: string, amount: number, currency: string, description: string,
 *   returnUrl: string, failUrl: string, twoPhase: boolean, status: number, actionCode: number,
 *   maskedPan: string | null, authRefNum: string | null, deposited: number, refunded: number,
 *   stage: 'form' | '3ds' | 'processing' | 'done', email: string | null, createdAt: string,
 *   language: import('./texts.mjs').PageLanguage }} Order
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  description TEXT NOT NULL,
  return_url TEXT NOT NULL,
  fail_url TEXT NOT NULL,
  two_phase INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  action_code INTEGER NOT NULL DEFAULT -100,
  masked_pan TEXT,
  auth_ref_num TEXT,
  deposited INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  stage TEXT NOT NULL DEFAULT 'form',
  email TEXT,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en'
);`;

/** @param {any} r @returns {Order} */
const toOrder = (r) => ({
  id: r.id,
  orderNumber: r.order_number,
  amount: r.amount,
  currency: r.currency,
  description: r.description,
  returnUrl: r.return_url,
  failUrl: r.fail_url,
  twoPhase: r.two_phase === 1,
  status: r.status,
  actionCode: r.action_code,
  maskedPan: r.masked_pan,
  authRefNum: r.auth_ref_num,
  deposited: r.deposited,
  refunded: r.refunded,
  stage: r.stage,
  email: r.email,
  createdAt: r.created_at,
  language: r.language === 'el' ? 'el' : 'en',
});

const COLUMNS = /** @type {const} */ ({
  status: 'status',
  actionCode: 'action_code',
  maskedPan: 'masked_pan',
  authRefNum: 'auth_ref_num',
  deposited: 'deposited',
  refunded: 'refunded',
  stage: 'stage',
});

/** Opens (creating) `jcc.sqlite` in `dataDir`, or an in-memory database. @param {string} dataDir */
export function openOrderStore(dataDir) {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, 'jcc.sqlite');
  }
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  // A data file from before the page spoke Greek: its orders are English.
  const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(orders)').all());
  if (!columns.some((c) => c.name === 'language'))
    db.exec("ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en'");
  const insert = db.prepare(
    `INSERT INTO orders (id, order_number, amount, currency, description, return_url, fail_url, two_phase, email, created_at, language)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /**
     * A new order, or null when the orderNumber was used before.
     * @param {{ orderNumber: string, amount: number, currency: string, description: string, returnUrl: string,
     *   failUrl: string, twoPhase: boolean, email: string | null,
     *   language?: import('./texts.mjs').PageLanguage }} o @returns {Order | null}
     */
    create(o) {
      const id = crypto.randomUUID();
      try {
        insert.run(
          id,
          o.orderNumber,
          o.amount,
          o.currency,
          o.description,
          o.returnUrl,
          o.failUrl,
          o.twoPhase ? 1 : 0,
          o.email,
          new Date().toISOString(),
          o.language ?? 'en',
        );
      } catch (err) {
        if (/** @type {{ code?: string }} */ (err).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
        throw err;
      }
      return /** @type {Order} */ (this.get(id));
    },
    /** @param {string} id @returns {Order | undefined} */
    get(id) {
      const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id);
      return row ? toOrder(row) : undefined;
    },
    /** @param {string} orderNumber @returns {Order | undefined} */
    byNumber(orderNumber) {
      const row = db.prepare('SELECT * FROM orders WHERE order_number = ?').get(orderNumber);
      return row ? toOrder(row) : undefined;
    },
    /** @param {string} id @param {Partial<Pick<Order, keyof typeof COLUMNS>>} changes @returns {Order} */
    update(id, changes) {
      const keys = /** @type {(keyof typeof COLUMNS)[]} */ (Object.keys(changes));
      const set = keys.map((k) => `${COLUMNS[k]} = ?`).join(', ');
      db.prepare(`UPDATE orders SET ${set} WHERE id = ?`).run(...keys.map((k) => changes[k]), id);
      return /** @type {Order} */ (this.get(id));
    },
    close: () => db.close(),
  };
}

/** @typedef {ReturnType<typeof openOrderStore>} OrderStore */
