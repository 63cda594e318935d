import 'server-only';
import type { Order, OrderLine } from '@/lib/account/types';
import { transdetRowSchema, transRowSchema, type TransdetRow } from './account-schemas';
import type { ErpResult } from './errors';
import { erpGet, erpGetRecord } from './http';
import { rowsOf } from './rows';
import { sortOrders, toOrder, toOrderLine } from './transforms/order';

// A customer's orders: pos `trans` (driving people) and their lines, pos `transdet` (driving
// trans, or driving trans.people for all of a person's lines in one call). Read-only.

const TRANS_FIELDS = 'people $people refer orderid date time @create_stamp _total status';
/**
 * `_total` is computed by a report, not stored: spec §7 asks for it with report=default and
 * report_fields=_total [seen: report_fields=_total with _total also in fields]. The one-order
 * read asks the same way [ours], so both show the total the ERP charged.
 */
const TOTAL_REPORT = { report: 'default', report_fields: '_total' } as const;
/** The line columns, with the link numbers and the item's name (a dotted linked field). */
const LINE_FIELDS = 'trans $trans item $item item.name quantity price total color size';

function groupLines(rows: TransdetRow[]): Map<number, OrderLine[]> {
  const byOrder = new Map<number, OrderLine[]>();
  for (const row of rows) {
    if (!row.$trans) continue;
    const list = byOrder.get(row.$trans) ?? [];
    list.push(toOrderLine(row));
    byOrder.set(row.$trans, list);
  }
  return byOrder;
}

/** Every order of a person with its lines, newest first (two calls). Paging is the caller's. */
export async function listOrders(peopleId: number): Promise<ErpResult<Order[]>> {
  const trans = await erpGet(
    '$TableGetView',
    {
      system: 'pos',
      file: 'trans',
      driving: 'people',
      record: peopleId,
      fields: TRANS_FIELDS,
      ...TOTAL_REPORT,
    },
    rowsOf(transRowSchema, 'trans'),
  );
  if (!trans.ok) return trans;
  const lines = await erpGet(
    '$TableGetView',
    { system: 'pos', file: 'transdet', driving: 'trans.people', from: peopleId, fields: LINE_FIELDS },
    rowsOf(transdetRowSchema, 'transdet'),
  );
  if (!lines.ok) return lines;
  const byOrder = groupLines(lines.data);
  const orders = trans.data
    .filter((row) => row.$people === peopleId)
    .map((row) => toOrder(row, byOrder.get(row.$$position) ?? []));
  return { ok: true, data: sortOrders(orders) };
}

/** The lines of one order (driving trans). */
export async function listOrderLines(orderId: number): Promise<ErpResult<OrderLine[]>> {
  const r = await erpGet(
    '$TableGetView',
    { system: 'pos', file: 'transdet', driving: 'trans', record: orderId, fields: LINE_FIELDS },
    rowsOf(transdetRowSchema, 'transdet'),
  );
  return r.ok ? { ok: true, data: groupLines(r.data).get(orderId) ?? [] } : r;
}

/** One order with its lines and the people record it belongs to (the caller checks ownership). */
export async function readOrder(
  orderId: number,
): Promise<ErpResult<{ ownerId: number | null; order: Order }>> {
  const row = await erpGetRecord(
    '$TableRead',
    { system: 'pos', file: 'trans', record: orderId, ...TOTAL_REPORT },
    transRowSchema,
  );
  if (!row.ok) return row;
  const lines = await listOrderLines(orderId);
  if (!lines.ok) return lines;
  return { ok: true, data: { ownerId: row.data.$people ?? null, order: toOrder(row.data, lines.data) } };
}
