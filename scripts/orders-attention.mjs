// `npm run orders:attention`: the orders an operator must look at, from the shop's database
// (PostgreSQL with DATABASE_URL, else the SQLite file under SHOP_DATA_DIR, default .data/),
// read-only so it is safe while the shop runs. Paid orders the ERP
// has not taken yet, the most refused first (the job retries them hourly, never drops them; the
// last error says what to fix), and payments that were deposited but did not match their order
// (never marked paid: refund them at the gateway).
import { openShopReader } from './shop-db.mjs';

const db = await openShopReader();
if (db.missing) {
  console.error(`No shop database at ${db.where} (set SHOP_DATA_DIR, or DATABASE_URL).`);
  process.exit(1);
}
const when = (ms) => (ms ? new Date(ms).toISOString() : '-');
const notSent = await db.all(
  `SELECT id, order_number, gateway_order_id, total_cents, paid_at, erp_attempts, next_attempt_at, last_error
   FROM orders WHERE state = 'paid' ORDER BY erp_attempts DESC, paid_at`,
);
const mismatched = await db.all(
  `SELECT id, order_number, gateway_order_id, total_cents, updated_at, last_error
   FROM orders WHERE state = 'failed' AND last_error LIKE 'payment mismatch%' ORDER BY updated_at`,
);
await db.close();

console.log(`Paid, not yet in the ERP: ${notSent.length}`);
for (const o of notSent)
  console.log(
    `  ${o.id} ${o.order_number} gateway ${o.gateway_order_id} €${(o.total_cents / 100).toFixed(2)} paid ${when(o.paid_at)}` +
      ` attempts ${o.erp_attempts} next ${when(o.next_attempt_at)} ${o.last_error ?? ''}`,
  );
console.log(`Deposited but not matching their order (refund at the gateway): ${mismatched.length}`);
for (const o of mismatched)
  console.log(
    `  ${o.id} ${o.order_number} gateway ${o.gateway_order_id} ${when(o.updated_at)} ${o.last_error}`,
  );
