import 'server-only';
import { orderLineKind } from '@/lib/account/order-lines';
import {
  returnDeadline,
  returnEligibility,
  type OrderReturns,
  type ReturnItemFacts,
} from '@/lib/account/returns';
import type { Order, ReturnRequest } from '@/lib/account/types';
import type { Product } from '@/lib/types';
import type { ErpResult } from '@/server/erp/errors';

// What an order's detail needs for returns: each line's eligibility (the order lines tell no
// outlet flag or category, so the items are read from the catalogue) and the requests made.

export type ReadItem = (productId: number) => Promise<ErpResult<Product>>;

const factsOf = (product: Product): ReturnItemFacts => ({
  outlet: product.flags.clearance,
  category: product.category?.name ?? '',
});

/** Each item of the order → its facts; null for an item the catalogue no longer has. */
async function itemFacts(
  order: Order,
  readItem: ReadItem,
): Promise<ErpResult<Map<number, ReturnItemFacts | null>>> {
  const ids = new Set<number>();
  for (const line of order.lines)
    if (line.productId !== null && orderLineKind(line) === 'item') ids.add(line.productId);
  const facts = new Map<number, ReturnItemFacts | null>();
  const reads = await Promise.all([...ids].map(async (id) => [id, await readItem(id)] as const));
  for (const [id, r] of reads) {
    if (r.ok) facts.set(id, factsOf(r.data));
    else if (r.error.kind === 'not_found') facts.set(id, null);
    else return r;
  }
  return { ok: true, data: facts };
}

export async function orderReturns(
  order: Order,
  requests: ReturnRequest[],
  now: Date,
  readItem: ReadItem,
): Promise<ErpResult<OrderReturns>> {
  // Only a delivered order can be returned: the others need no catalogue reads.
  const facts = order.statusTone === 'delivered' ? await itemFacts(order, readItem) : undefined;
  if (facts && !facts.ok) return facts;
  const requestedLineIds = new Set(requests.map((r) => r.lineId));
  const lines = order.lines.map((line) => ({
    lineId: line.id,
    eligibility: returnEligibility(order, line, now, {
      item: line.productId === null ? null : (facts?.data.get(line.productId) ?? null),
      requestedLineIds,
    }),
  }));
  return { ok: true, data: { requests, lines, deadline: returnDeadline(order) } };
}
