import 'server-only';
import type { ReturnRequest } from '@/lib/account/types';
import type { ShopDb } from '@/server/store/db';
import { sqliteSql, valuesList, type Sql } from '@/server/store/sql';
import type { Result } from '@/lib/result';

// Return requests in the shop's database (table return_requests, migration 7). A line is asked
// back at most once: the UNIQUE line id makes a second request fail even when two arrive at once,
// on one node or two. A request's lines go in as one INSERT, so all of them are stored or none.

export interface NewReturnLine {
  lineId: number;
  itemCode: string;
  quantity: number;
}

/** A return request with the ERP order it belongs to. */
export type UserReturnRequest = ReturnRequest & { orderId: number };

export type CreateReturns = Result<ReturnRequest[], 'already_requested'>;

export interface ReturnRequests {
  /** The requests for one of the user's orders, oldest first. */
  forOrder(userId: number, orderId: number): Promise<ReturnRequest[]>;
  /** Every request of the user with its ERP order, oldest first (their data export). */
  forUser(userId: number): Promise<UserReturnRequest[]>;
  /** Stores one request per line, all of them or none. */
  create(
    userId: number,
    orderId: number,
    lines: readonly NewReturnLine[],
    reason: string,
    note: string,
  ): Promise<CreateReturns>;
}

interface Row {
  id: number;
  erp_order_id: number;
  erp_line_id: number;
  item_code: string;
  quantity: number;
  reason: string;
  note: string;
  created_at: number;
}

const toRequest = (row: Row): ReturnRequest => ({
  id: row.id,
  lineId: row.erp_line_id,
  itemCode: row.item_code,
  quantity: row.quantity,
  reason: row.reason,
  note: row.note,
  status: 'requested',
  createdAt: new Date(row.created_at).toISOString(),
});

const COLUMNS = 'id, erp_order_id, erp_line_id, item_code, quantity, reason, note, created_at';

/** Return requests on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlReturnRequests(sql: Sql, now: () => number = Date.now): ReturnRequests {
  return {
    forOrder: async (userId, orderId) =>
      (
        await sql.all<Row>(
          `SELECT ${COLUMNS} FROM return_requests WHERE user_id = ? AND erp_order_id = ? ORDER BY id`,
          [userId, orderId],
        )
      ).map(toRequest),
    forUser: async (userId) =>
      (
        await sql.all<Row>(`SELECT ${COLUMNS} FROM return_requests WHERE user_id = ? ORDER BY id`, [userId])
      ).map((row) => ({ ...toRequest(row), orderId: Number(row.erp_order_id) })),
    async create(userId, orderId, lines, reason, note) {
      if (lines.length === 0) return { ok: true, data: [] };
      const at = now();
      try {
        const rows = await sql.all<Row>(
          `INSERT INTO return_requests
             (user_id, erp_order_id, erp_line_id, item_code, quantity, reason, note, created_at)
           VALUES ${valuesList(lines.length, 8)} RETURNING ${COLUMNS}`,
          lines.flatMap((l) => [userId, orderId, l.lineId, l.itemCode, l.quantity, reason, note, at]),
        );
        // RETURNING gives the rows in VALUES order on both databases; sorted by id to be sure.
        return { ok: true, data: rows.sort((a, b) => a.id - b.id).map(toRequest) };
      } catch (error) {
        if (sql.isUniqueViolation(error)) return { ok: false, error: 'already_requested' };
        throw error;
      }
    },
  };
}

/** Return requests on the shop's SQLite file. */
export const sqliteReturnRequests = (db: ShopDb, now?: () => number): ReturnRequests =>
  sqlReturnRequests(sqliteSql(db), now);
