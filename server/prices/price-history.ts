import 'server-only';
import type { PriceObservation } from '@/lib/prices/prior-price';
import { valuesList, type Sql } from '@/server/store/sql';

// The prices the shop observed, one row per item and Cyprus day (the ERP tells today's price only,
// so the 30 days before a reduction are the shop's own record). A day keeps its lowest price: a
// price changed during the day can only lower what a later prior price may claim.

export interface Observed {
  productId: number;
  cents: number;
}

export interface PriceHistory {
  /** Records today's prices of these items in one statement per 300 rows; idempotent. */
  record(day: string, prices: readonly Observed[]): Promise<void>;
  /** Each item's observations from `since` on (inclusive), oldest first. */
  read(productIds: readonly number[], since: string): Promise<Map<number, PriceObservation[]>>;
}

/** Rows per statement: well inside either database's limit on parameters. */
const BATCH = 300;

export function sqlPriceHistory(sql: Sql): PriceHistory {
  return {
    async record(day, prices) {
      for (let i = 0; i < prices.length; i += BATCH) {
        const batch = prices.slice(i, i + BATCH);
        await sql.run(
          `INSERT INTO price_observations (product_id, day, cents) VALUES ${valuesList(batch.length, 3)}
           ON CONFLICT (product_id, day) DO UPDATE SET cents = excluded.cents
           WHERE excluded.cents < price_observations.cents`,
          batch.flatMap((p) => [p.productId, day, p.cents]),
        );
      }
    },
    async read(productIds, since) {
      const history = new Map<number, PriceObservation[]>();
      for (let i = 0; i < productIds.length; i += BATCH) {
        const ids = productIds.slice(i, i + BATCH);
        const rows = await sql.all<{ product_id: number | string; day: string; cents: number }>(
          `SELECT product_id, day, cents FROM price_observations
           WHERE day >= ? AND product_id IN (${ids.map(() => '?').join(', ')}) ORDER BY product_id, day`,
          [since, ...ids],
        );
        for (const row of rows) {
          const id = Number(row.product_id);
          let list = history.get(id);
          if (!list) history.set(id, (list = []));
          list.push({ day: row.day, cents: Number(row.cents) });
        }
      }
      return history;
    },
  };
}
