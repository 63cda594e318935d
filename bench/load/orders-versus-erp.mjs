// After a load run: the shoppers' orders in the shop's PostgreSQL against the sandbox ERP's trans
// rows. Every paid order must be in the ERP exactly once, and no unpaid one at all.
import pg from 'pg';
import { erpOrderCounts } from '../lib/checkout.mjs';
import { sleep } from './shopper.mjs';

/**
 * @param {{ databaseUrl?: string, erpUrl?: string, tag: string, paidIds: Set<string> }} run
 *   paidIds: the orders whose return the shoppers saw land on the confirmation page
 */
export async function ordersVersusErp({ databaseUrl, erpUrl, tag, paidIds }) {
  if (!databaseUrl || !erpUrl) return { checked: false, reason: 'no --database-url / --erp' };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const shopOrders = async () =>
    (await db.query('SELECT id, state FROM orders WHERE email LIKE $1', [`load-${tag}-%`])).rows;
  try {
    // A paid order reaches the ERP on the return, or the reconciliation job's next run: wait for it.
    const until = Date.now() + 120_000;
    let rows = await shopOrders();
    let counts = await erpOrderCounts(erpUrl);
    const pending = () => rows.filter((r) => r.state === 'paid' || (r.state === 'sent' && !counts.has(r.id)));
    while (pending().length && Date.now() < until) {
      await sleep(2000);
      rows = await shopOrders();
      counts = await erpOrderCounts(erpUrl);
    }
    const paid = rows.filter((r) => r.state === 'sent' || r.state === 'paid').map((r) => r.id);
    const byState = Object.fromEntries(
      [...new Set(rows.map((r) => r.state))].map((s) => [s, rows.filter((r) => r.state === s).length]),
    );
    const ours = new Set(rows.map((r) => r.id));
    const paidSet = new Set(paid);
    return {
      checked: true,
      shopperPaid: paidIds.size,
      shopPaid: paid.length,
      byState,
      inErp: paid.filter((id) => counts.has(id)).length,
      missing: paid.filter((id) => !counts.has(id)),
      twice: [...counts].filter(([id, n]) => ours.has(id) && n > 1).map(([id, n]) => ({ id, n })),
      unpaidInErp: [...ours].filter((id) => !paidSet.has(id) && counts.has(id)),
      paidNotInShop: [...paidIds].filter((id) => !paidSet.has(id)),
    };
  } finally {
    await db.end();
  }
}
