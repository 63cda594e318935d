// @ts-check
// An operator's way out for a paid order the ERP keeps refusing (`npm run orders:attention --
// --mark-sent … | --close …`): the order was entered in the ERP by hand, or refunded or cancelled
// outside the shop. One compare-and-set on a paid order only: a pending payment, or an order the
// job has just sent, is never touched. Plain JavaScript so the operator script (bare Node) and the
// order store (server/orders/store.ts) run the same statement on either database.

/**
 * @typedef {{ state: 'sent', erpRecord: number } | { state: 'cancelled' }} Resolution
 * @typedef {{ run(text: string, params?: readonly unknown[]): Promise<number> }} RunSql
 */

/** What the order keeps of it (in last_error, which orders:attention shows): never a secret. */
export const byHandNote = (/** @type {Resolution} */ resolution, /** @type {string} */ note) =>
  (resolution.state === 'sent'
    ? `by hand: entered in the ERP as record ${resolution.erpRecord}${note ? `; ${note}` : ''}`
    : `by hand: closed; ${note}`
  ).slice(0, 500);

/**
 * paid → sent (with the ERP's record) or paid → cancelled; true only for the call that did it.
 * @param {RunSql} sql @param {string} id @param {Resolution} resolution @param {string} note @param {number} at
 */
export async function resolvePaidByHand(sql, id, resolution, note, at) {
  const changed = await sql.run(
    `UPDATE orders SET state = ?, erp_record = ?, next_attempt_at = NULL, last_error = ?, updated_at = ?
     WHERE id = ? AND state = 'paid'`,
    [
      resolution.state,
      resolution.state === 'sent' ? resolution.erpRecord : null,
      byHandNote(resolution, note),
      at,
      id,
    ],
  );
  return changed === 1;
}

/** The order's id, RUCK-… reference and state, found by either. */
export const FIND_BY_REFERENCE = 'SELECT * FROM orders WHERE id = ? OR order_number = ?';
