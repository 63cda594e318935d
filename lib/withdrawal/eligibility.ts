import type { Result } from '@/lib/result';
import { WITHDRAWAL_TEXTS as T } from './texts';
import { withdrawalWindow } from './window';

// Which lines of a shop order a withdrawal may name, checked on the page and again on every post.
// A paid order not yet passed to the warehouse is undelivered (always open); a passed one has no
// delivery date in the shop, so it counts from the order day (./window.ts): the earliest it could
// have arrived. Unpaid or closed orders are no contract to withdraw from.

export interface WithdrawableOrder {
  state: string;
  createdAt: number;
  lines: { id: number; quantity: number }[];
}

/** The order's lines not withdrawn from yet, or why none can be. */
export function openLines(
  order: WithdrawableOrder,
  withdrawn: readonly number[],
  now: Date,
): Result<number[], string> {
  if (order.state !== 'paid' && order.state !== 'sent') return { ok: false, error: T.windowClosed };
  const facts = { placedAt: new Date(order.createdAt), delivered: order.state === 'sent', deliveredAt: null };
  if (!withdrawalWindow(facts, now).open) return { ok: false, error: T.windowClosed };
  const left = order.lines.map((l) => l.id).filter((id) => !withdrawn.includes(id));
  return left.length > 0 ? { ok: true, data: left } : { ok: false, error: T.nothingLeft };
}

/** The chosen lines (each with its whole quantity) and the name, or the first refusal. */
export function checkWithdrawal(
  order: WithdrawableOrder,
  withdrawn: readonly number[],
  chosen: { name: string; lineIds: readonly number[] },
  now: Date,
): Result<{ name: string; lines: { lineId: number; quantity: number }[] }, string> {
  const open = openLines(order, withdrawn, now);
  if (!open.ok) return open;
  const name = chosen.name.trim();
  if (name.length === 0 || name.length > 200) return { ok: false, error: T.nameMissing };
  const lines = order.lines.filter((l) => chosen.lineIds.includes(l.id));
  if (lines.length === 0) return { ok: false, error: T.noLines };
  if (lines.some((l) => !open.data.includes(l.id))) return { ok: false, error: T.alreadyWithdrawn };
  return { ok: true, data: { name, lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })) } };
}
