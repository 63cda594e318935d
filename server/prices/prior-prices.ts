import 'server-only';
import { cyprusToday } from '@/lib/checkout/cyprus-time';
import { addDays, priorPriceToday } from '@/lib/prices/prior-price';
import type { Product } from '@/lib/types';
import { errorFields, logFor } from '@/server/log/logger';
import { stores } from '@/server/runtime/stores';
import type { PriceHistory } from './price-history';

// Where the catalogue meets the price history: each time the shop reads items from the ERP (a
// cache fill, not a page render: server/catalogue/reads.ts), it records their prices for today and
// gives each reduced item its prior price. Decision 0081.

const log = logFor('prices');

/** How far back a prior price is read: a reduction older than 60 days falls back (decision 0081). */
const READ_DAYS = 90;

/** What this process last recorded per item ('day:cents'): an unchanged price is not written again. */
const recorded = new Map<number, string>();

const paid = (p: Product) => p.salePriceCents || p.priceCents;

async function recordToday(history: PriceHistory, day: string, products: readonly Product[]) {
  const fresh = products.filter((p) => paid(p) > 0 && recorded.get(p.id) !== `${day}:${paid(p)}`);
  if (fresh.length === 0) return;
  await history.record(
    day,
    fresh.map((p) => ({ productId: p.id, cents: paid(p) })),
  );
  for (const p of fresh) recorded.set(p.id, `${day}:${paid(p)}`);
}

/**
 * The products, each reduced one with its prior price; today's prices recorded first, so today is
 * part of the history tomorrow. A store that fails leaves the prices unrecorded and the items
 * without a prior price (the regular price stands in, as for an item with no history).
 */
export async function withPriorPrices(
  products: Product[],
  history?: PriceHistory,
  now: Date = new Date(),
): Promise<Product[]> {
  const day = cyprusToday(now);
  try {
    history ??= stores().priceHistory;
    await recordToday(history, day, products);
    const reduced = products.filter((p) => p.hasSale && paid(p) > 0);
    if (reduced.length === 0) return products;
    const observed = await history.read(
      reduced.map((p) => p.id),
      addDays(day, -READ_DAYS),
    );
    const prior = new Map(
      reduced.map((p) => [
        p.id,
        priorPriceToday(observed.get(p.id) ?? [], { day, cents: paid(p), regularCents: p.priceCents }).cents,
      ]),
    );
    return products.map((p) => (prior.has(p.id) ? { ...p, priorPriceCents: prior.get(p.id) } : p));
  } catch (error) {
    log.warn({ ...errorFields(error) }, 'price history unavailable; reductions shown from the regular price');
    return products;
  }
}
