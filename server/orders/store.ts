import 'server-only';
import { EUR_NUMERIC } from '@/server/payment/types';
import type { ShopDb } from '@/server/store/db';
import { first, sqliteSql, type Sql } from '@/server/store/sql';
import { statesBefore, type OrderState } from '@/lib/checkout/order-state';
import type { OrderDraft, StoredOrder } from './order';
import { FIND_BY_REFERENCE, resolvePaidByHand, type Resolution } from './resolve-by-hand.mjs';

// Orders in the shop's store (SQLite, or PostgreSQL with DATABASE_URL). Every state change is one
// conditional UPDATE (compare-and-set) answering whether this call made it, so two returns, a
// return and a callback, or two nodes racing cannot pay, send or close an order twice.

export interface OrderStore {
  /** The order for `idempotencyKey`, stored from `draft` when new: one row per key, atomically. */
  createOrGet(idempotencyKey: string, draft: OrderDraft): Promise<{ order: StoredOrder; created: boolean }>;
  /**
   * Holds a single-use voucher code for the order about to be stored: one order that is not closed
   * per code (a closed order's hold is stale and goes). False when another open order holds it.
   */
  holdVoucher(code: string, orderId: string, now: number): Promise<boolean>;
  /** Frees the order's hold unless its payment used it (the order was not stored, or closed). */
  freeVoucher(orderId: string): Promise<void>;
  get(id: string): Promise<StoredOrder | null>;
  /** Every order a signed-in customer placed, oldest first (their data export, GDPR Art. 15). */
  forUser(userId: number): Promise<StoredOrder[]>;
  getByIdempotencyKey(idempotencyKey: string): Promise<StoredOrder | null>;
  findByGatewayOrderId(gatewayOrderId: string): Promise<StoredOrder | null>;
  /** The order whose id or RUCK-… reference is `reference`. */
  findByReference(reference: string): Promise<StoredOrder | null>;
  /** The order shown as `RUCK-<12 hex digits>` (lib/orders/order-number.ts): those digits, upper case. */
  findByOrderNumber(digits: string): Promise<StoredOrder | null>;
  /** A signed-in customer's paid orders (paid or sent), newest first. */
  paidForUser(userId: number): Promise<StoredOrder[]>;
  /**
   * Claims the next payment attempt of a pending order without a payment page yet: its number, or
   * null when another request holds the claim (until `until`) or the order has its page already.
   */
  claimPaymentAttempt(id: string, now: number, until: number): Promise<number | null>;
  /** Gives the claim back after the gateway refused or failed the registration. */
  releasePaymentAttempt(id: string): Promise<void>;
  attachPayment(
    id: string,
    payment: { orderNumber: string; gatewayOrderId: string; formUrl: string },
  ): Promise<void>;
  /**
   * pending → paid, its voucher hold made a use; true only for the call that did it. `retryAt`:
   * when a stalled send is retried.
   */
  markPaid(id: string, now: number, retryAt: number, cardLast4?: string): Promise<boolean>;
  /** paid → sent with the ERP's record (null when its answer named none); true only for the call that did it. */
  markSent(id: string, erpRecord: number | null, now: number): Promise<boolean>;
  /**
   * An operator's resolution of a paid order outside the shop (server/orders/resolve-by-hand.mjs):
   * sent (entered in the ERP by hand) or cancelled (refunded); true only for the call that did it.
   */
  resolvePaidByHand(id: string, resolution: Resolution, note: string, now: number): Promise<boolean>;
  /**
   * A failed ERP send: the order stays paid and is retried at `nextAttemptAt`, or, when null, left
   * to the operator (needs attention). `outcomeUnknown`: the ERP may have booked it, so the next
   * try looks it up first.
   */
  recordErpFailure(
    id: string,
    failure: { error: string; outcomeUnknown: boolean; nextAttemptAt: number | null },
    now: number,
  ): Promise<void>;
  /** Paid orders left to the operator whose one mail about it is not claimed yet. */
  attentionUnmailed(): Promise<StoredOrder[]>;
  /** Claims the operator's one mail about an order needing attention; true for the call that did. */
  claimAttentionMail(id: string, now: number): Promise<boolean>;
  /** Gives that claim back after the mail failed. */
  releaseAttentionMail(id: string): Promise<void>;
  /**
   * pending → failed or cancelled (declined or cancelled payment), freeing its voucher hold; true
   * for the call that did it.
   */
  markClosed(
    id: string,
    state: Extract<OrderState, 'failed' | 'cancelled'>,
    reason: string,
    now: number,
  ): Promise<boolean>;
  /**
   * Claims the order's one confirmation mail until `until` (paid or sent orders, not mailed, not
   * held by another sender); true for the call that did.
   */
  claimConfirmation(id: string, now: number, until: number): Promise<boolean>;
  /** The SMTP server accepted the mail: it is never sent again. */
  markConfirmationMailed(id: string, now: number): Promise<void>;
  /** Gives the claim back after the mail failed, for the job to retry. */
  releaseConfirmation(id: string): Promise<void>;
  /** Paid or sent orders, paid since `paidSince`, not mailed nor held at `now`: newest first. */
  unconfirmed(paidSince: number, now: number): Promise<StoredOrder[]>;
  /** Paid orders whose ERP send is due, a batch at a time (the job asks until none is left). */
  duePaid(now: number): Promise<StoredOrder[]>;
  /** Pending orders created before `olderThan` (with a payment page or without). */
  stalePending(olderThan: number): Promise<StoredOrder[]>;
}

interface Row {
  id: string;
  user_id: number | null;
  email: string;
  state: OrderState;
  order_json: string;
  total_cents: number;
  currency: string;
  payment_attempts: number;
  order_number: string | null;
  gateway_order_id: string | null;
  form_url: string | null;
  erp_record: number | null;
  erp_attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  view_token_hash: string;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  confirmation_mailed_at: number | null;
  request_hash: string | null;
  erp_outcome_unknown: number;
  attention_at: number | null;
  confirmation_claimed_until: number | null;
  card_last4: string | null;
}

const toOrder = (r: Row): StoredOrder => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  state: r.state,
  content: JSON.parse(r.order_json) as StoredOrder['content'],
  totalCents: r.total_cents,
  currency: r.currency,
  paymentAttempts: r.payment_attempts,
  orderNumber: r.order_number,
  gatewayOrderId: r.gateway_order_id,
  formUrl: r.form_url,
  erpRecord: r.erp_record,
  erpAttempts: r.erp_attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  viewTokenHash: r.view_token_hash,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  paidAt: r.paid_at,
  confirmationMailedAt: r.confirmation_mailed_at,
  requestHash: r.request_hash,
  erpOutcomeUnknown: r.erp_outcome_unknown === 1,
  attentionAt: r.attention_at,
  cardLast4: r.card_last4 ?? null,
});

/** `state IN (…)` for the states the state machine allows before `to`. */
const from = (to: OrderState) =>
  `state IN (${statesBefore(to)
    .map((s) => `'${s}'`)
    .join(', ')})`;

/** A hold with no order row this long after it was taken belongs to a request that died. */
const STALE_HOLD_MS = 60_000;
/** A batch bound, so one reconciliation run stays short. */
const BATCH = 20;
/** A mail can take 40 s to time out: fewer of them per run. */
const MAIL_BATCH = 5;

/** The order store on either database: `sql` is the driver (server/store/sql.ts, server/store/pg.ts). */
export function sqlOrderStore(sql: Sql, now: () => number = Date.now): OrderStore {
  const one = async (text: string, params: readonly unknown[]) => {
    const r = await first<Row>(sql, text, params);
    return r ? toOrder(r) : null;
  };
  const many = async (text: string, params: readonly unknown[]) =>
    (await sql.all<Row>(text, params)).map(toOrder);
  const changed = async (text: string, params: readonly unknown[]) => (await sql.run(text, params)) === 1;
  const done = async (text: string, params: readonly unknown[]) => {
    await sql.run(text, params);
  };
  const byKey = 'SELECT * FROM orders WHERE idempotency_key = ?';
  const freeVoucher = (orderId: string) =>
    done('DELETE FROM voucher_holds WHERE order_id = ? AND used = 0', [orderId]);

  return {
    async createOrGet(idempotencyKey, draft) {
      const t = now();
      const { content } = draft;
      // One row per key even when two nodes insert it at once: the loser's insert does nothing and
      // returns no row, so only the loser reads the winner's row (one round trip for a new order).
      const inserted = await one(
        `INSERT INTO orders (id, idempotency_key, user_id, email, state, order_json, total_cents, currency,
           view_token_hash, request_hash, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING *`,
        [
          draft.id,
          idempotencyKey,
          draft.userId,
          content.details.email,
          JSON.stringify(content),
          content.totals.totalCents,
          EUR_NUMERIC,
          draft.viewTokenHash,
          draft.requestHash,
          t,
          t,
        ],
      );
      if (inserted) return { order: inserted, created: true };
      return { order: (await one(byKey, [idempotencyKey]))!, created: false };
    },
    async holdVoucher(code, orderId, at) {
      // A hold whose order closed is stale; so is one whose order was never stored (the request
      // died between the hold and the insert) once that request is long gone.
      await done(
        `DELETE FROM voucher_holds WHERE code = ? AND used = 0
           AND order_id NOT IN (SELECT id FROM orders WHERE state IN ('pending', 'paid', 'sent'))
           AND (held_at < ? OR order_id IN (SELECT id FROM orders))`,
        [code, at - STALE_HOLD_MS],
      );
      return changed(
        'INSERT INTO voucher_holds (code, order_id, used, held_at) VALUES (?, ?, 0, ?) ON CONFLICT (code) DO NOTHING',
        [code, orderId, at],
      );
    },
    freeVoucher,
    get: (id) => one('SELECT * FROM orders WHERE id = ?', [id]),
    forUser: (userId) => many('SELECT * FROM orders WHERE user_id = ? ORDER BY created_at, id', [userId]),
    getByIdempotencyKey: (key) => one(byKey, [key]),
    findByGatewayOrderId: (gatewayOrderId) =>
      one('SELECT * FROM orders WHERE gateway_order_id = ?', [gatewayOrderId]),
    findByReference: (reference) => one(FIND_BY_REFERENCE, [reference, reference]),
    paidForUser: (userId) =>
      many(`SELECT * FROM orders WHERE user_id = ? AND state IN ('paid', 'sent') ORDER BY created_at DESC`, [
        userId,
      ]),
    // The number is the id's first 12 hex digits: its 8-4 head with the hyphen ('3f2a9c1e-7b4d-').
    findByOrderNumber: (digits) =>
      /^[0-9A-F]{12}$/.test(digits)
        ? one('SELECT * FROM orders WHERE id LIKE ?', [
            `${digits.slice(0, 8).toLowerCase()}-${digits.slice(8).toLowerCase()}-%`,
          ])
        : Promise.resolve(null),
    async claimPaymentAttempt(id, at, until) {
      const claimed = await first<{ payment_attempts: number }>(
        sql,
        `UPDATE orders SET payment_attempts = payment_attempts + 1, registering_until = ?, updated_at = ?
         WHERE id = ? AND state = 'pending' AND form_url IS NULL
           AND (registering_until IS NULL OR registering_until < ?)
         RETURNING payment_attempts`,
        [until, at, id, at],
      );
      return claimed?.payment_attempts ?? null;
    },
    releasePaymentAttempt: (id) => done('UPDATE orders SET registering_until = NULL WHERE id = ?', [id]),
    attachPayment: (id, p) =>
      done(
        `UPDATE orders SET order_number = ?, gateway_order_id = ?, form_url = ?, registering_until = NULL,
           updated_at = ? WHERE id = ?`,
        [p.orderNumber, p.gatewayOrderId, p.formUrl, now(), id],
      ),
    async markPaid(id, at, retryAt, cardLast4) {
      const paid = await changed(
        `UPDATE orders SET state = 'paid', paid_at = ?, next_attempt_at = ?, card_last4 = ?, updated_at = ?
         WHERE id = ? AND ${from('paid')}`,
        [at, retryAt, cardLast4 ?? null, at, id],
      );
      if (paid) await done('UPDATE voucher_holds SET used = 1 WHERE order_id = ?', [id]);
      return paid;
    },
    markSent: (id, erpRecord, at) =>
      changed(
        `UPDATE orders SET state = 'sent', erp_record = ?, next_attempt_at = NULL, last_error = NULL,
           updated_at = ? WHERE id = ? AND ${from('sent')}`,
        [erpRecord, at, id],
      ),
    resolvePaidByHand: (id, resolution, note, at) => resolvePaidByHand(sql, id, resolution, note, at),
    recordErpFailure: (id, failure, at) =>
      done(
        `UPDATE orders SET erp_attempts = erp_attempts + 1, last_error = ?, erp_outcome_unknown = ?,
           next_attempt_at = ?, attention_at = ?, updated_at = ?
         WHERE id = ? AND state = 'paid'`,
        [
          failure.error.slice(0, 500),
          failure.outcomeUnknown ? 1 : 0,
          failure.nextAttemptAt,
          failure.nextAttemptAt === null ? at : null,
          at,
          id,
        ],
      ),
    attentionUnmailed: () =>
      many(
        `SELECT * FROM orders WHERE state = 'paid' AND attention_at IS NOT NULL AND attention_mailed_at IS NULL
         ORDER BY attention_at LIMIT ?`,
        [MAIL_BATCH],
      ),
    claimAttentionMail: (id, at) =>
      changed('UPDATE orders SET attention_mailed_at = ? WHERE id = ? AND attention_mailed_at IS NULL', [
        at,
        id,
      ]),
    releaseAttentionMail: (id) => done('UPDATE orders SET attention_mailed_at = NULL WHERE id = ?', [id]),
    async markClosed(id, state, reason, at) {
      const closed = await changed(
        `UPDATE orders SET state = ?, last_error = ?, updated_at = ? WHERE id = ? AND ${from('failed')}`,
        [state, reason.slice(0, 500), at, id],
      );
      if (closed) await freeVoucher(id);
      return closed;
    },
    claimConfirmation: (id, at, until) =>
      changed(
        `UPDATE orders SET confirmation_claimed_until = ?
         WHERE id = ? AND confirmation_mailed_at IS NULL AND state IN ('paid', 'sent')
           AND (confirmation_claimed_until IS NULL OR confirmation_claimed_until < ?)`,
        [until, id, at],
      ),
    markConfirmationMailed: (id, at) =>
      done('UPDATE orders SET confirmation_mailed_at = ?, confirmation_claimed_until = NULL WHERE id = ?', [
        at,
        id,
      ]),
    releaseConfirmation: (id) =>
      done('UPDATE orders SET confirmation_claimed_until = NULL WHERE id = ?', [id]),
    // The partial index holds only unmailed orders; left to itself SQLite would walk every sent order.
    unconfirmed: (paidSince, at) =>
      many(
        `SELECT * FROM ${sql.indexed('orders', 'orders_unconfirmed')}
         WHERE confirmation_mailed_at IS NULL AND paid_at >= ? AND state IN ('paid', 'sent')
           AND (confirmation_claimed_until IS NULL OR confirmation_claimed_until < ?)
         ORDER BY paid_at DESC LIMIT ?`,
        [paidSince, at, MAIL_BATCH],
      ),
    duePaid: (at) =>
      many(
        `SELECT * FROM orders WHERE state = 'paid' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
        [at, BATCH],
      ),
    stalePending: (olderThan) =>
      many(
        `SELECT * FROM orders WHERE state = 'pending' AND created_at < ?
         ORDER BY created_at LIMIT ?`,
        [olderThan, BATCH],
      ),
  };
}

/** The order store on the shop's SQLite file. */
export const sqliteOrderStore = (db: ShopDb, now?: () => number): OrderStore =>
  sqlOrderStore(sqliteSql(db), now);
