// @ts-check
// The sandbox ERP's storage: one SQLite file (WAL) holding every file of every system as JSON rows.
//   records(system, file, position, data, hidden)  data = the row exactly as the API answers it;
//     hidden = 1 once soft-erased ($TableSoftErase): no view or read shows the row again
//   attachments(system, file, record, names)  names = JSON array of file names
//   stock(item, rows)  rows = JSON array of [colour, size, qty]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Bump when the schema or the generator changes: an older database is then re-seeded. */
export const SCHEMA_VERSION = '10';

/** The files each system serves; a known file with no rows answers `[]`. */
export const FILES = /** @type {Record<string, string[]>} */ ({
  pos: [
    'type',
    'category',
    'brand',
    'color',
    'itemcolor',
    'item',
    'design',
    'carousel',
    'peopleitem',
    'trans',
    'transdet',
    'voucher',
  ],
  accounting: ['people', 'address', 'deliverymethod'],
});
/** Link field → the system and file its record number points into. */
export const LINK_FILES = /** @type {Record<string, {system: string, file: string}>} */ ({
  type: { system: 'pos', file: 'type' },
  parent: { system: 'pos', file: 'category' },
  category: { system: 'pos', file: 'category' },
  brand: { system: 'pos', file: 'brand' },
  design: { system: 'pos', file: 'design' },
  item: { system: 'pos', file: 'item' },
  color: { system: 'pos', file: 'color' },
  people: { system: 'accounting', file: 'people' },
  trans: { system: 'pos', file: 'trans' },
});

/** Data dir from an option or SANDBOX_DATA_DIR; relative paths are relative to the repo root. @param {string} [dir] */
export const resolveDataDir = (dir) =>
  path.resolve(REPO_ROOT, dir || process.env.SANDBOX_DATA_DIR || 'sandbox/data');

/** A JSON path expression for a row key; `key` must already be validated as a plain name. @param {string} key */
export const jsonPath = (key) => `json_extract(data, '$."${key}"')`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (system TEXT NOT NULL, file TEXT NOT NULL, position INTEGER NOT NULL, data TEXT NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (system, file, position));
CREATE TABLE IF NOT EXISTS attachments (system TEXT NOT NULL, file TEXT NOT NULL, record INTEGER NOT NULL, names TEXT NOT NULL,
  PRIMARY KEY (system, file, record));
CREATE TABLE IF NOT EXISTS stock (item INTEGER PRIMARY KEY, rows TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

/** Expression indexes for the driving filters and the item-code lookup. */
const INDEXES = [
  ...Object.keys(LINK_FILES).map((l) => [`records_link_${l}`, jsonPath(`$${l}`)]),
  ['records_code', jsonPath('code')],
  ['records_email', `lower(${jsonPath('email')})`],
]
  .map(([name, expr]) => `CREATE INDEX IF NOT EXISTS ${name} ON records (system, file, ${expr});`)
  .join('\n');

/** @param {string} dataDir absolute path */
export function openDb(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'erp.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  /** @param {string} sql */
  const stmt = (sql) => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  let writes = 0;
  const api = {
    dataDir,
    /** Changes on every write, by this process or another (a re-seed), so callers can cache answers. */
    get generation() {
      return `${writes}:${db.pragma('data_version', { simple: true })}`;
    },
    stmt,
    /** @template T @param {() => T} fn @returns {T} */
    transaction: (fn) => db.transaction(fn)(),
    /** Drops everything (before a re-seed); indexes are built again by finishSeed(). */
    reset() {
      statements.clear();
      db.exec(
        'DROP TABLE IF EXISTS records; DROP TABLE IF EXISTS attachments; DROP TABLE IF EXISTS stock; DROP TABLE IF EXISTS meta;',
      );
      db.exec(SCHEMA);
      writes++;
    },
    finishSeed() {
      db.exec(INDEXES);
      db.exec('ANALYZE');
      writes++;
    },
    /** @param {string} system @param {string} file @param {Record<string, unknown> & {$$position: number}} row */
    insert(system, file, row) {
      stmt('INSERT INTO records (system, file, position, data) VALUES (?, ?, ?, ?)').run(
        system,
        file,
        row.$$position,
        JSON.stringify(row),
      );
    },
    /** Inserts or replaces one row (a '$' write). @param {string} system @param {string} file @param {Record<string, unknown> & {$$position: number}} row */
    putRow(system, file, row) {
      stmt('INSERT OR REPLACE INTO records (system, file, position, data) VALUES (?, ?, ?, ?)').run(
        system,
        file,
        row.$$position,
        JSON.stringify(row),
      );
      writes++;
    },
    /** @param {string} system @param {string} file @param {number} record */
    eraseRow(system, file, record) {
      stmt('DELETE FROM records WHERE system = ? AND file = ? AND position = ?').run(system, file, record);
      writes++;
    },
    /** @param {string} system @param {string} file @param {number} record */
    hideRow(system, file, record) {
      stmt('UPDATE records SET hidden = 1 WHERE system = ? AND file = ? AND position = ?').run(
        system,
        file,
        record,
      );
      writes++;
    },
    /** The next free record number of a file (hidden rows keep theirs). @param {string} system @param {string} file @param {number} base */
    nextPosition(system, file, base) {
      const { n } = /** @type {{n: number | null}} */ (
        stmt('SELECT max(position) AS n FROM records WHERE system = ? AND file = ?').get(system, file)
      );
      return Math.max(base, (n ?? 0) + 1);
    },
    /**
     * Visible rows whose text field equals a value, ignoring case and surrounding spaces.
     * `key` must already be validated as a plain name.
     * @param {string} system @param {string} file @param {string} key @param {string} value @returns {string[]}
     */
    findText: (system, file, key, value) =>
      /** @type {string[]} */ (
        stmt(
          `SELECT data FROM records WHERE system = ? AND file = ? AND hidden = 0 AND lower(trim(${jsonPath(key)})) = ? ORDER BY position`,
        )
          .pluck()
          .all(system, file, value.trim().toLowerCase())
      ),
    /**
     * Visible rows whose keys equal these values (keys are the sandbox's own field names).
     * @param {string} system @param {string} file @param {string[]} keys @param {unknown[]} values
     * @returns {Record<string, any>[]}
     */
    findRows: (system, file, keys, values) =>
      /** @type {string[]} */ (
        stmt(
          `SELECT data FROM records WHERE system = ? AND file = ? AND hidden = 0 AND ${keys.map((k) => `${jsonPath(k)} = ?`).join(' AND ')}`,
        )
          .pluck()
          .all(system, file, ...values)
      ).map((j) => JSON.parse(j)),
    /** @param {string} system @param {string} file @param {number} record @param {string[]} names */
    setAttachments(system, file, record, names) {
      stmt('INSERT OR REPLACE INTO attachments (system, file, record, names) VALUES (?, ?, ?, ?)').run(
        system,
        file,
        record,
        JSON.stringify(names),
      );
    },
    /** @param {number} item @param {[string, string, number][]} rows */
    setStock(item, rows) {
      stmt('INSERT OR REPLACE INTO stock (item, rows) VALUES (?, ?)').run(item, JSON.stringify(rows));
    },
    /** @param {string} key @param {string} value */
    setMeta(key, value) {
      stmt('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
    },
    /** @param {string} key @returns {string | undefined} */
    meta: (key) =>
      /** @type {{value: string} | undefined} */ (stmt('SELECT value FROM meta WHERE key = ?').get(key))
        ?.value,
    /** @param {string} system @param {string} file */
    count: (system, file) =>
      /** @type {{n: number}} */ (
        stmt('SELECT count(*) AS n FROM records WHERE system = ? AND file = ?').get(system, file)
      ).n,
    /** The stored JSON text of one row. @param {string} system @param {string} file @param {number} record @returns {string | undefined} */
    readJson: (system, file, record) =>
      /** @type {{data: string} | undefined} */ (
        stmt('SELECT data FROM records WHERE system = ? AND file = ? AND position = ? AND hidden = 0').get(
          system,
          file,
          record,
        )
      )?.data,
    /** @param {string} system @param {string} file @param {number} record @returns {Record<string, any> | undefined} */
    read(system, file, record) {
      const json = api.readJson(system, file, record);
      return json === undefined ? undefined : JSON.parse(json);
    },
    /** Record number of the item with this code. @param {string} code @returns {number | undefined} */
    itemByCode: (code) =>
      /** @type {{position: number} | undefined} */ (
        stmt(
          `SELECT position FROM records WHERE system = 'pos' AND file = 'item' AND ${jsonPath('code')} = ?`,
        ).get(code)
      )?.position,
    /** @param {string} system @param {string} file @param {number} record @returns {string[]} */
    attachments(system, file, record) {
      const row = /** @type {{names: string} | undefined} */ (
        stmt('SELECT names FROM attachments WHERE system = ? AND file = ? AND record = ?').get(
          system,
          file,
          record,
        )
      );
      return row ? JSON.parse(row.names) : [];
    },
    /** Every attachment list of a file. @param {string} system @param {string} file @returns {Map<number, string[]>} */
    allAttachments(system, file) {
      const rows = /** @type {{record: number, names: string}[]} */ (
        stmt('SELECT record, names FROM attachments WHERE system = ? AND file = ?').all(system, file)
      );
      return new Map(rows.map((r) => [r.record, JSON.parse(r.names)]));
    },
    /** @param {number} item @returns {[string, string, number][] | undefined} */
    stock(item) {
      const row = /** @type {{rows: string} | undefined} */ (
        stmt('SELECT rows FROM stock WHERE item = ?').get(item)
      );
      return row ? JSON.parse(row.rows) : undefined;
    },
    close: () => db.close(),
  };
  return api;
}

/** @typedef {ReturnType<typeof openDb>} ErpDb */
