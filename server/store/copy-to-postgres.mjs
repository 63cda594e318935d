// Moving a one-node shop to several nodes: copies the durable rows of the SQLite file into an empty
// PostgreSQL database that the shop has already migrated (`npm run store:to-postgres`). All or
// nothing, in one PostgreSQL transaction. Rate-limit counts and job leases are not copied: they
// are shared state that lives on Redis with several nodes, and expire within minutes anyway.
// Plain JS so the operator script runs it without a build; the store tests run it too.

/** The durable tables, parents before nothing: no table references another. */
export const DURABLE_TABLES = [
  'contact_messages',
  'newsletter_subscribers',
  'session_revocations',
  'password_resets',
  'email_changes',
  'orders',
  'return_requests',
  'voucher_holds',
  'price_observations',
];

/** Why a copy did not start; nothing was written. */
export class CopyRefused extends Error {}

/**
 * @typedef {{ all(sql: string, params?: unknown[]): unknown[] }} SqliteSource
 *   better-sqlite3 as `{ all: (sql, params) => db.prepare(sql).all(...params) }`
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<{ rows: any[] }> }} PgTarget
 *   one pg.Client (not a pool: the copy is one transaction on one connection)
 */

/**
 * Copies every durable row from `source` to `target`, keeping ids, and moves the identity
 * sequences past them so new rows do not collide. Refuses (CopyRefused) when a table is missing
 * on PostgreSQL, lacks a column the file has, or already holds rows.
 * @param {SqliteSource} source
 * @param {PgTarget} target
 * @returns {Promise<Record<string, number>>} rows copied per table
 */
export async function copyToPostgres(source, target) {
  const copied = {};
  await target.query('BEGIN');
  try {
    for (const table of DURABLE_TABLES) {
      const fileColumns = source.all(`SELECT name FROM pragma_table_info(?)`, [table]).map((c) => c.name);
      // A file from an older release may not have the table yet: nothing to copy from it.
      if (fileColumns.length === 0) {
        copied[table] = 0;
        continue;
      }
      const { rows: pgColumns } = await target.query(
        `SELECT column_name, is_identity FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      );
      if (pgColumns.length === 0)
        throw new CopyRefused(
          `PostgreSQL has no table ${table}: start the shop once with DATABASE_URL set (it creates its tables), stop it, then copy.`,
        );
      const known = new Set(pgColumns.map((c) => c.column_name));
      const missing = fileColumns.filter((c) => !known.has(c));
      if (missing.length > 0)
        throw new CopyRefused(
          `PostgreSQL's ${table} has no column ${missing.join(', ')}: start this release of the shop once with DATABASE_URL set so it migrates, then copy.`,
        );
      // Locked until the end of the transaction, so a shop started too early cannot write between
      // the emptiness check and the copy.
      await target.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
      const { rows: present } = await target.query(`SELECT 1 FROM ${table} LIMIT 1`);
      if (present.length > 0)
        throw new CopyRefused(`PostgreSQL's ${table} already has rows: copy only into an empty database.`);
      const rows = source.all(`SELECT ${fileColumns.join(', ')} FROM ${table}`);
      const placeholders = fileColumns.map((_, i) => `$${i + 1}`).join(', ');
      const insert = `INSERT INTO ${table} (${fileColumns.join(', ')}) OVERRIDING SYSTEM VALUE VALUES (${placeholders})`;
      for (const row of rows)
        await target.query(
          insert,
          fileColumns.map((c) => row[c]),
        );
      for (const { column_name: column } of pgColumns.filter((c) => c.is_identity === 'YES')) {
        if (rows.length > 0)
          await target.query(
            `SELECT setval(pg_get_serial_sequence($1, $2), (SELECT max(${column}) FROM ${table}))`,
            [table, column],
          );
      }
      copied[table] = rows.length;
    }
    await target.query('COMMIT');
    return copied;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
