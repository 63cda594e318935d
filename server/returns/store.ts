import 'server-only';
import type { ReturnRequest } from '@/lib/account/types';
import type { ShopDb } from '@/server/store/db';

// Return requests in the shop's database (table return_requests, migration 7). A line is asked
// back at most once: the UNIQUE line id makes a second request fail even when two arrive at once.

export interface NewReturnLine {
  lineId: number;
  itemCode: string;
  quantity: number;
}

export type CreateReturns = { ok: true; data: ReturnRequest[] } | { ok: false; error: 'already_requested' };

export interface ReturnRequests {
  /** The requests for one of the user's orders, oldest first. */
  forOrder(userId: number, orderId: number): ReturnRequest[];
  /** Stores one request per line, all of them or none. */
  create(
    userId: number,
    orderId: number,
    lines: readonly NewReturnLine[],
    reason: string,
    note: string,
  ): CreateReturns;
}

interface Row {
  id: number;
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

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

export function sqliteReturnRequests(db: ShopDb, now: () => number = Date.now): ReturnRequests {
  const select = db.prepare<[number, number], Row>(
    `SELECT id, erp_line_id, item_code, quantity, reason, note, created_at FROM return_requests
     WHERE user_id = ? AND erp_order_id = ? ORDER BY id`,
  );
  const insert = db.prepare<[number, number, number, string, number, string, string, number], Row>(
    `INSERT INTO return_requests
       (user_id, erp_order_id, erp_line_id, item_code, quantity, reason, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     RETURNING id, erp_line_id, item_code, quantity, reason, note, created_at`,
  );
  const insertAll = db.transaction(
    (userId: number, orderId: number, lines: readonly NewReturnLine[], reason: string, note: string) => {
      const at = now();
      return lines.map((l) =>
        insert.get(userId, orderId, l.lineId, l.itemCode, l.quantity, reason, note, at)!,
      );
    },
  );
  return {
    forOrder: (userId, orderId) => select.all(userId, orderId).map(toRequest),
    create(userId, orderId, lines, reason, note) {
      try {
        return { ok: true, data: insertAll(userId, orderId, lines, reason, note).map(toRequest) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'already_requested' };
        throw error;
      }
    },
  };
}
