import 'server-only';
import type { Statement } from 'better-sqlite3';
import type { ShopDb } from './db';

// The one seam between the shop's stores and a database. A store writes each statement once, with
// `?` placeholders, in SQL that SQLite and PostgreSQL both run; a driver (this SQLite one, or
// server/store/pg.ts) executes it. Every statement runs on its own and is atomic on its own, so a
// compare-and-set stays one conditional statement on either database.

export interface Sql {
  /** Runs a statement without rows (INSERT, UPDATE, DELETE): how many rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs a statement with rows (SELECT, or a write with RETURNING). */
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** True when `error` is a UNIQUE or PRIMARY KEY violation. */
  isUniqueViolation(error: unknown): boolean;
  /** `table` for a FROM clause, telling the planner to use `index` where it needs telling. */
  indexed(table: string, index: string): string;
}

/** The first row, if any. */
export async function first<T>(sql: Sql, text: string, params?: readonly unknown[]): Promise<T | undefined> {
  return (await sql.all<T>(text, params))[0];
}

/** `?` placeholders for a multi-row VALUES list: `(?, ?), (?, ?)` for 2 rows of 2. */
export const valuesList = (rows: number, columns: number): string =>
  Array.from({ length: rows }, () => `(${Array.from({ length: columns }, () => '?').join(', ')})`).join(', ');

/** The shop's SQLite file: synchronous underneath, each statement prepared once. */
export function sqliteSql(db: ShopDb): Sql {
  const prepared = new Map<string, Statement<unknown[]>>();
  const statement = (text: string) => {
    let s = prepared.get(text);
    if (!s) prepared.set(text, (s = db.prepare<unknown[]>(text)));
    return s;
  };
  // Promise.try's shape: a throwing statement is a rejected promise, never a synchronous throw.
  const attempt = <T>(work: () => T) => new Promise<T>((resolve) => resolve(work()));
  return {
    run: (text, params = []) => attempt(() => statement(text).run(...params).changes),
    all: <T>(text: string, params: readonly unknown[] = []) =>
      attempt(() => statement(text).all(...params) as T[]),
    isUniqueViolation: (error) =>
      ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(
        String((error as { code?: unknown } | null)?.code),
      ),
    indexed: (table, index) => `${table} INDEXED BY ${index}`,
  };
}
