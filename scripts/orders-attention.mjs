// `npm run orders:attention`: the orders an operator must look at, from the shop's database under
// SHOP_DATA_DIR (default .data/), read-only so it is safe while the shop runs. Paid orders the ERP
// has not taken yet, the most refused first (the job retries them hourly, never drops them; the
// last error says what to fix), and payments that were deposited but did not match their order
// (never marked paid: refund them at the gateway).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const file = join(process.env.SHOP_DATA_DIR || '.data', 'shop.db');
if (!existsSync(file)) {
  console.error(`No shop database at ${file} (set SHOP_DATA_DIR).`);
  process.exit(1);
}

const db = new Database(file, { readonly: true, fileMustExist: true });
const when = (ms) => (ms ? new Date(ms).toISOString() : '-');
const notSent = db
  .prepare(
    `SELECT id, order_number, gateway_order_id, total_cents, paid_at, erp_attempts, next_attempt_at, last_error
     FROM orders WHERE state = 'paid' ORDER BY erp_attempts DESC, paid_at`,
  )
  .all();
const mismatched = db
  .prepare(
    `SELECT id, order_number, gateway_order_id, total_cents, updated_at, last_error
     FROM orders WHERE state = 'failed' AND last_error LIKE 'payment mismatch%' ORDER BY updated_at`,
  )
  .all();
db.close();

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
