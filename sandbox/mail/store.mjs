// @ts-check
// The mail catcher's storage: one SQLite file (WAL) in the sandbox data dir, one row per message.
//   messages(id, received_at, envelope_from, recipients, from_text, to_text, subject, text, html, list_headers)
//   recipients = JSON array of the SMTP envelope's RCPT TO addresses, lower-cased
//   list_headers = JSON object of the mail's List-* headers (lower-case names), e.g. the
//   newsletter's List-Unsubscribe and List-Unsubscribe-Post, so tests can follow them
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Data dir from an option or SANDBOX_DATA_DIR; relative paths are relative to the repo root. @param {string} [dir] */
export const resolveDataDir = (dir) =>
  path.resolve(REPO_ROOT, dir || process.env.SANDBOX_DATA_DIR || 'sandbox/data');

/**
 * @typedef {{ id: number, receivedAt: string, envelopeFrom: string, recipients: string[],
 *   from: string, to: string, subject: string, text: string, html: string | null,
 *   listHeaders: Record<string, string> }} StoredMail
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  envelope_from TEXT NOT NULL,
  recipients TEXT NOT NULL,
  from_text TEXT NOT NULL,
  to_text TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT
);`;

/** @param {any} row @returns {StoredMail} */
const toMail = (row) => ({
  id: row.id,
  receivedAt: row.received_at,
  envelopeFrom: row.envelope_from,
  recipients: JSON.parse(row.recipients),
  from: row.from_text,
  to: row.to_text,
  subject: row.subject,
  text: row.text,
  html: row.html,
  listHeaders: JSON.parse(row.list_headers ?? '{}'),
});

/** Opens (creating) `mail.sqlite` in `dataDir`. @param {string} dataDir */
export function openMailStore(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'mail.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  // A file from before list_headers was kept gets the column.
  const columns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(messages)').all());
  if (!columns.some((c) => c.name === 'list_headers'))
    db.exec('ALTER TABLE messages ADD COLUMN list_headers TEXT');
  const insert = db.prepare(
    `INSERT INTO messages (received_at, envelope_from, recipients, from_text, to_text, subject, text, html, list_headers)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /** @param {Omit<StoredMail, 'id' | 'receivedAt'>} m @returns {number} */
    add(m) {
      const recipients = JSON.stringify(m.recipients.map((r) => r.toLowerCase()));
      const at = new Date().toISOString();
      return Number(
        insert.run(
          at,
          m.envelopeFrom,
          recipients,
          m.from,
          m.to,
          m.subject,
          m.text,
          m.html,
          JSON.stringify(m.listHeaders),
        ).lastInsertRowid,
      );
    },
    /** Newest first; `to` keeps those with that envelope recipient. @param {{ to?: string, limit?: number }} [q] */
    list(q = {}) {
      const limit = Math.min(Math.max(q.limit ?? 100, 1), 500);
      const rows = q.to
        ? db
            .prepare(
              `SELECT * FROM messages WHERE EXISTS (SELECT 1 FROM json_each(recipients) WHERE value = ?)
               ORDER BY id DESC LIMIT ?`,
            )
            .all(q.to.trim().toLowerCase(), limit)
        : db.prepare('SELECT * FROM messages ORDER BY id DESC LIMIT ?').all(limit);
      return rows.map(toMail);
    },
    /** @param {number} id @returns {StoredMail | undefined} */
    get(id) {
      const row = db.prepare('SELECT * FROM messages WHERE id = ?').get(id);
      return row ? toMail(row) : undefined;
    },
    clear() {
      db.prepare('DELETE FROM messages').run();
    },
    close: () => db.close(),
  };
}

/** @typedef {ReturnType<typeof openMailStore>} MailStore */
