import 'server-only';
import type { Result } from '@/lib/result';
import { valuesList, type Sql } from '@/server/store/sql';

// Withdrawals from the contract (Directive 2011/83/EU Art. 11a), kept as return requests of kind
// 'withdrawal' in return_requests (migration 12) so operators see returns and withdrawals in one
// list. A withdrawal names a shop order and its lines; each line is withdrawn at most once (the
// UNIQUE shop order and line), and a withdrawal's lines go in as one INSERT: all of them or none.

export const WITHDRAWAL_REASON = 'Withdrawal from contract';

export interface NewWithdrawal {
  shopOrderId: string;
  /** The ERP's record of the order, once it has one. */
  erpOrderId: number | null;
  /** The signed-in customer's account; null for a guest. */
  userId: number | null;
  name: string;
  email: string;
  lines: readonly { lineId: number; itemCode: string; quantity: number }[];
}

export interface WithdrawnLine {
  lineId: number;
  itemCode: string;
  quantity: number;
}

export interface StoredWithdrawal {
  shopOrderId: string;
  name: string;
  email: string;
  lines: WithdrawnLine[];
  /** When it was received, ISO 8601. */
  receivedAt: string;
}

export interface Withdrawals {
  /** Records a withdrawal, all lines or none; refused when one of its lines was withdrawn before. */
  create(withdrawal: NewWithdrawal): Promise<Result<StoredWithdrawal, 'already_withdrawn'>>;
  /** The lines of a shop order already withdrawn from. */
  withdrawnLines(shopOrderId: string): Promise<number[]>;
}

interface Row {
  shop_line_id: number;
  item_code: string;
  quantity: number;
  created_at: number;
}

/** Withdrawals on either database (`sql`: server/store/sql.ts or server/store/pg.ts). */
export function sqlWithdrawals(sql: Sql, now: () => number = Date.now): Withdrawals {
  return {
    async create(w) {
      const at = now();
      try {
        const rows = await sql.all<Row>(
          `INSERT INTO return_requests
             (kind, shop_order_id, shop_line_id, erp_order_id, user_id, name, email, item_code, quantity, reason, created_at)
           VALUES ${valuesList(w.lines.length, 11)} RETURNING shop_line_id, item_code, quantity, created_at`,
          w.lines.flatMap((l) => [
            'withdrawal',
            w.shopOrderId,
            l.lineId,
            w.erpOrderId,
            w.userId,
            w.name,
            w.email,
            l.itemCode,
            l.quantity,
            WITHDRAWAL_REASON,
            at,
          ]),
        );
        const lines = rows
          .map((r) => ({ lineId: Number(r.shop_line_id), itemCode: r.item_code, quantity: r.quantity }))
          .sort((a, b) => a.lineId - b.lineId);
        return {
          ok: true,
          data: {
            shopOrderId: w.shopOrderId,
            name: w.name,
            email: w.email,
            lines,
            receivedAt: new Date(at).toISOString(),
          },
        };
      } catch (error) {
        if (sql.isUniqueViolation(error)) return { ok: false, error: 'already_withdrawn' };
        throw error;
      }
    },
    withdrawnLines: async (shopOrderId) =>
      (
        await sql.all<{ shop_line_id: number }>(
          `SELECT shop_line_id FROM return_requests WHERE kind = 'withdrawal' AND shop_order_id = ? ORDER BY shop_line_id`,
          [shopOrderId],
        )
      ).map((r) => Number(r.shop_line_id)),
  };
}
