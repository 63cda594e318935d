import 'server-only';
import type { Order, OrderLine, OrderStatusTone } from '@/lib/account/types';
import { orderNumber } from '@/lib/orders/order-number';
import type { TransRow, TransdetRow } from '../account-schemas';
import { erpDateToIso } from './date';
import { erpNumber } from './decimal';
import { parsePriceCents } from './price';

// trans (orders) and transdet (lines) → Order. Sales lines are stored with a negative quantity
// and total; the shop shows them positive. Totals may carry a leading '-' too.

const TONES: Record<string, OrderStatusTone> = {
  delivered: 'delivered',
  shipped: 'shipped',
  processing: 'processing',
};

/** Spec §4: Delivered, Shipped, Processing; anything else is shown as 'other' (red). */
export const statusTone = (status: string): OrderStatusTone => TONES[status.trim().toLowerCase()] ?? 'other';

/** '2026-11-14 10:22' → '2026-11-14T10:22'; anything else → null. */
export function stampToIso(stamp: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(stamp?.trim() ?? '');
  if (!m || erpDateToIso(m[1].split('-').reverse().join('/')) === null) return null;
  return `${m[1]}T${m[2]}`;
}

const magnitude = (v: number | string | null | undefined) => Math.abs(Math.round(erpNumber(v) ?? 0));

const money = (v: number | string | null | undefined) =>
  parsePriceCents(typeof v === 'number' ? Math.abs(v) : v);

export function toOrderLine(row: TransdetRow): OrderLine {
  const quantity = magnitude(row.quantity);
  const unitPriceCents = money(row.price);
  const total = money(row.total);
  return {
    id: row.$$position,
    productId: row.$item ?? null,
    code: (row.item ?? '').trim(),
    name: (row['item.name'] ?? row.item ?? '').trim(),
    quantity,
    unitPriceCents,
    totalCents: total || quantity * unitPriceCents,
    colour: (row.color ?? '').trim(),
    size: (row.size ?? '').trim(),
  };
}

export function toOrder(row: TransRow, lines: OrderLine[]): Order {
  const createdAt = stampToIso(row['@create_stamp']);
  const status = (row.status ?? '').trim();
  const erpReference = (row.refer ?? '').trim() || String(row.$$position);
  const shopOrderId = (row.orderid ?? '').trim() || null;
  return {
    id: row.$$position,
    // One number per order (decision 0070): the shop's for what the web shop placed, the ERP's for
    // an order that never went through it (a shop till's), which has no other.
    reference: shopOrderId ? orderNumber(shopOrderId) : erpReference,
    erpReference,
    shopOrderId,
    date: createdAt?.slice(0, 10) ?? erpDateToIso(row.date) ?? '',
    createdAt,
    totalCents: money(row._total) || lines.reduce((s, l) => s + l.totalCents, 0),
    status,
    statusTone: statusTone(status),
    lines,
  };
}

/** Newest first (creation stamp, then record number). */
export function sortOrders(orders: Order[]): Order[] {
  return [...orders].sort(
    (a, b) => (b.createdAt ?? b.date).localeCompare(a.createdAt ?? a.date) || b.id - a.id,
  );
}
