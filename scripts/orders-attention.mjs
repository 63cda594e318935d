// `npm run orders:attention`: the orders an operator must look at, from the shop's database
// (PostgreSQL with DATABASE_URL, else the SQLite file under SHOP_DATA_DIR, default .data/),
// read-only so it is safe while the shop runs. Paid orders the ERP has not taken: those the job
// stopped resending after its last try (about a day after payment; the operator was mailed), then
// those it still retries, the most refused first (the last error says what to fix), and payments that were deposited but did not match their order
// (never marked paid: refund them at the gateway).
// With --mark-sent or --close (scripts/lib/order-commands.mjs) it resolves one paid order by hand
// instead: one compare-and-set (server/orders/resolve-by-hand.mjs) that leaves any other state alone.
import { FIND_BY_REFERENCE, resolvePaidByHand } from '../server/orders/resolve-by-hand.mjs';
import { orderCommand, USAGE } from './lib/order-commands.mjs';
import { openShopDatabase } from './shop-db.mjs';

const command = orderCommand(process.argv.slice(2));
if (command.kind === 'usage') {
  if (command.problem) console.error(command.problem);
  console.error(USAGE);
  process.exit(command.problem ? 1 : 0);
}

const db = await openShopDatabase({ write: command.kind === 'resolve' });
if (db.missing) {
  console.error(`No shop database at ${db.where} (set SHOP_DATA_DIR, or DATABASE_URL).`);
  process.exit(1);
}
const when = (ms) => (ms ? new Date(ms).toISOString() : '-');

if (command.kind === 'resolve') {
  const find = async (reference) => (await db.all(FIND_BY_REFERENCE, [reference, reference]))[0];
  const order = await find(command.reference);
  const done = order && (await resolvePaidByHand(db, order.id, command.resolution, command.note, Date.now()));
  // Only a paid order is resolved by hand: a pending payment may still be paid, and a sent or
  // closed order is settled already (perhaps by the job a moment ago).
  const state = order && !done ? (await find(order.id)).state : undefined;
  await db.close();
  if (!order) {
    console.error(`No order ${command.reference} in ${db.where}.`);
    process.exit(1);
  }
  const name = `${order.id} (${order.order_number ?? 'no reference'})`;
  if (!done) {
    console.error(`Nothing changed: order ${name} is ${state}, not paid.`);
    process.exit(1);
  }
  // The operator's own words only: no address, token or database URL is printed.
  console.log(
    command.resolution.state === 'sent'
      ? `Order ${name} marked sent by hand (ERP record ${command.resolution.erpRecord}); the shop stops resending it.`
      : `Order ${name} closed by hand (${command.note}); the shop stops resending it.`,
  );
  process.exit(0);
}

const paid = await db.all(
  `SELECT id, order_number, gateway_order_id, total_cents, paid_at, erp_attempts, next_attempt_at, attention_at,
     last_error
   FROM orders WHERE state = 'paid' ORDER BY erp_attempts DESC, paid_at`,
);
const stopped = paid.filter((o) => o.attention_at !== null);
const notSent = paid.filter((o) => o.attention_at === null);
const mismatched = await db.all(
  `SELECT id, order_number, gateway_order_id, total_cents, updated_at, last_error
   FROM orders WHERE state = 'failed' AND last_error LIKE 'payment mismatch%' ORDER BY updated_at`,
);
await db.close();

const paidLine = (/** @type {any} */ o, /** @type {string} */ then) =>
  `  ${o.id} ${o.order_number} gateway ${o.gateway_order_id} €${(o.total_cents / 100).toFixed(2)} paid ${when(o.paid_at)}` +
  ` attempts ${o.erp_attempts} ${then} ${o.last_error ?? ''}`;
console.log(
  `Needs attention, the shop has stopped sending them (check the ERP, then resolve): ${stopped.length}`,
);
for (const o of stopped) console.log(paidLine(o, `stopped ${when(o.attention_at)}`));
console.log(`Paid, not yet in the ERP (the shop still retries): ${notSent.length}`);
for (const o of notSent) console.log(paidLine(o, `next ${when(o.next_attempt_at)}`));
console.log(`Deposited but not matching their order (refund at the gateway): ${mismatched.length}`);
for (const o of mismatched)
  console.log(
    `  ${o.id} ${o.order_number} gateway ${o.gateway_order_id} ${when(o.updated_at)} ${o.last_error}`,
  );
if (paid.length) console.log('Entered in the ERP or refunded by hand? npm run orders:attention -- --help');
