import 'server-only';
import { cyprusToday } from '@/lib/checkout/cyprus-time';
import type { DeliveryOptions } from '@/lib/checkout/delivery';
import type { WebOrderPayload } from '@/server/erp/transforms/order-payload';
import { normaliseVoucherCode, type Voucher } from '@/lib/checkout/voucher';
import { VOUCHER_LOCATION } from '@/lib/constants';
import { z } from 'zod';
import { deliveryMethodRowSchema, voucherRowSchema, webOrderRowSchema } from './checkout-schemas';
import { ErpError, type ErpErrorKind, type ErpResult } from './errors';
import { erpGet, erpGetRecord, erpPost } from './http';
import { recordNumber } from './record-number';
import { rowsOf } from './rows';
import { toDeliveryOptions, toVoucher } from './transforms/checkout';
import { logFor } from '@/server/log/logger';

// Checkout on the ERP: delivery methods (accounting deliverymethod), voucher lookup
// ($PosFindVoucher), order registration ($PosProcessWeb, a write: sent once, never retried) and
// finding a registered order by our id (pos trans).

const log = logFor('checkout');

/** Spec §8: the ERP answered the order with an error. */
export const ORDER_REJECTED = 'Failed to register order';
/** Spec §8: the order did not reach the ERP, or its answer did not reach us. */
export const ORDER_NOT_SENT = 'Failed to send order details to database';

/** A failed $PosProcessWeb: `message` is the spec's text; `detail` the ERP's, without personal data. */
export class OrderError extends ErpError {
  constructor(
    kind: ErpErrorKind,
    readonly userMessage: typeof ORDER_REJECTED | typeof ORDER_NOT_SENT,
    readonly detail: string,
    status?: number,
  ) {
    super(kind, '$PosProcessWeb', userMessage, status);
    this.message = userMessage;
  }
}

export async function deliveryOptions(): Promise<ErpResult<DeliveryOptions>> {
  const r = await erpGet(
    '$TableGetView',
    { system: 'accounting', file: 'deliverymethod' },
    rowsOf(deliveryMethodRowSchema, 'deliverymethod'),
  );
  return r.ok ? { ok: true, data: toDeliveryOptions(r.data) } : r;
}

/**
 * Spec §7: GET $PosFindVoucher?CDFind=<code>&simple=true&location=01. null: no such voucher (or a
 * code that cannot be one, which is not sent). The status is decided against Cyprus's date.
 */
export async function findVoucher(code: string, now = new Date()): Promise<ErpResult<Voucher | null>> {
  const normalised = normaliseVoucherCode(code);
  if (!normalised) return { ok: true, data: null };
  const r = await erpGetRecord(
    '$PosFindVoucher',
    { CDFind: normalised, simple: true, location: VOUCHER_LOCATION },
    voucherRowSchema,
    { quietMissing: true },
  );
  if (!r.ok) return r.error.kind === 'not_found' ? { ok: true, data: null } : r;
  return { ok: true, data: toVoucher(normalised, r.data, cyprusToday(now)) };
}

/** Emails, then any run of 6+ digits (phones, card-like numbers), out of the ERP's error text. */
export const scrubPersonalData = (text: string): string =>
  text
    .replace(/[^\s"'<>()]+@[^\s"'<>()]+/g, '[email]')
    .replace(/\+?\d[\d\s-]{4,}\d/g, '[number]')
    .slice(0, 200);

/**
 * What each failure kind means: the ERP refused the order (not booked), or its outcome is unknown
 * (no answer in time, a dropped connection, an answer that cannot be read: it may be booked).
 */
const NOT_SENT_KINDS: ReadonlySet<ErpErrorKind> = new Set([
  'timeout',
  'unavailable',
  'auth',
  'invalid_response',
]);

/** The record number in an acknowledgement, when it names one: `{"record": 17}` or `{"record": "17"}`. */
const ackSchema = z.unknown().transform((answer) => {
  const record = answer && typeof answer === 'object' && 'record' in answer ? answer.record : undefined;
  const parsed = recordNumber.safeParse(record);
  return parsed.success ? parsed.data : null;
});

/**
 * Spec §7: POST $PosProcessWeb. Spec §10: "a response containing an error fails the order", so any
 * other answer (a record number, a blank body, other JSON) means the ERP took it; its record is
 * kept when named. ORDER_NOT_SENT means the outcome is unknown: look it up (findWebOrder) before
 * sending it again, since nothing shows that the ERP ignores a repeated orderid.
 */
export async function processWebOrder(
  payload: WebOrderPayload,
  opts: { timeoutMs?: number } = {},
): Promise<ErpResult<{ record: number | null }>> {
  const r = await erpPost('$PosProcessWeb', { ...payload }, ackSchema, {
    timeoutMs: opts.timeoutMs,
    scrub: scrubPersonalData,
  });
  if (r.ok) return { ok: true, data: { record: r.data } };
  const { kind, status } = r.error;
  const detail = r.error.message.slice('$PosProcessWeb: '.length);
  const message = NOT_SENT_KINDS.has(kind) ? ORDER_NOT_SENT : ORDER_REJECTED;
  log.error({ kind, detail }, message);
  return {
    ok: false,
    error: new OrderError(NOT_SENT_KINDS.has(kind) ? kind : 'rejected', message, detail, status),
  };
}

/**
 * The ERP's order for our order id, or null when it has none [ours]: pos `trans` rows driven by
 * the `orderid` the payload carried (docs/erp-contract.md, "Finding a web order"). Rows for other
 * ids are ignored, in case the ERP does not filter on that key.
 */
export async function findWebOrder(orderId: string): Promise<ErpResult<{ record: number } | null>> {
  const r = await erpGet(
    '$TableGetView',
    { system: 'pos', file: 'trans', driving: 'orderid', from: orderId, to: orderId, fields: 'orderid refer' },
    rowsOf(webOrderRowSchema, 'trans'),
  );
  if (!r.ok) return r;
  const row = r.data.find((t) => String(t.orderid ?? '') === orderId);
  return { ok: true, data: row ? { record: row.$$position } : null };
}
