import 'server-only';
import pg from 'pg';
import { PG_MIGRATIONS } from './pg-migrations';
import type { Sql } from './sql';
import { isPgConnectionFailure, StoreUnavailableError } from './unavailable';
import { numbered } from './placeholders.mjs';
import { logFor } from '@/server/log/logger';

// The shop's stores on PostgreSQL (DATABASE_URL): a node-postgres pool, parameterised statements
// only. The stores' `?` placeholders become `$1, $2, …`; BIGINT columns (ms since the epoch) come
// back as numbers, as SQLite gives them. Migrations run once per process before the first
// statement, inside one transaction that holds an advisory lock, so nodes starting together
// migrate one after the other and the second finds nothing left to do.

const log = logFor('store');

/** pg_advisory_xact_lock's key for migrations: 'shop' in ASCII. */
const MIGRATION_LOCK = 0x73686f70;

const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? Number
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

/** Brings the database to the latest schema: all pending steps, or none of them. */
export async function migratePg(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT coalesce(max(version), 0) AS version FROM schema_migrations',
    );
    const current = rows[0].version;
    for (const [i, step] of PG_MIGRATIONS.slice(current).entries()) {
      await client.query(step);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [current + i + 1]);
    }
    await client.query('COMMIT');
    return PG_MIGRATIONS.length - current;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface PgDatabase {
  sql: Sql;
  pool: pg.Pool;
  /** Resolves once migrations have run; a failed attempt is tried again on the next call. */
  ready: () => Promise<void>;
}

/** A connection not made by then is an outage, answered at once rather than queued behind. */
export const PG_CONNECT_TIMEOUT_MS = 2_000;
/**
 * A server that took the connection and then stopped answering: every statement here takes
 * milliseconds, so one without an answer by then is an outage too (the pool drops that connection).
 */
export const PG_QUERY_TIMEOUT_MS = 5_000;

/** An outage as StoreUnavailableError; any other error (a wrong statement, a constraint) as it is. */
const asOutage = (error: unknown) =>
  isPgConnectionFailure(error) ? new StoreUnavailableError(error) : error;

export function openPg(
  connectionString: string,
  options: { max?: number; connectTimeoutMs?: number; queryTimeoutMs?: number } = {},
): PgDatabase {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? PG_QUERY_TIMEOUT_MS,
  });
  // An idle connection the server dropped must not take the process down; the pool replaces it,
  // and the next statement opens a new one (recovery needs no restart).
  pool.on('error', (error) => log.error({ error: error.message }, 'PostgreSQL connection lost'));
  let migrated: Promise<void> | undefined;
  const ready = () =>
    (migrated ??= migratePg(pool).then(
      () => undefined,
      (error: unknown) => {
        migrated = undefined;
        throw asOutage(error);
      },
    ));
  const texts = new Map<string, string>();
  const query = async (text: string, params: readonly unknown[]) => {
    await ready();
    let converted = texts.get(text);
    if (converted === undefined) texts.set(text, (converted = numbered(text)));
    try {
      return await pool.query(converted, params as unknown[]);
    } catch (error) {
      throw asOutage(error);
    }
  };
  const sql: Sql = {
    run: async (text, params = []) => (await query(text, params)).rowCount ?? 0,
    all: async <T>(text: string, params: readonly unknown[] = []) => (await query(text, params)).rows as T[],
    isUniqueViolation: (error) => (error as { code?: unknown } | null)?.code === '23505',
    // PostgreSQL's planner picks a partial index by itself.
    indexed: (table) => table,
  };
  return { sql, pool, ready };
}
