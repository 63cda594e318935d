// Paid orders reach the ERP exactly once although $PosProcessWeb fails: the sandbox ERP's fault
// switch fails that operation alone at --fail-rate (503, nothing booked) and loses its answer at
// --lost-rate (booked, then an unreadable body: the unknown outcome a timeout also gives), N guest orders are placed and paid on the
// sandbox gateway's hosted page (success test card), the faults are cleared, and the shop's
// reconciliation job is given --timeout seconds to resend what failed (it retries a failed send
// a minute later). Then every paid order must be in the ERP's pos/trans (orderid = our order id)
// exactly once.
// Usage, on a running shop with the sandbox ERP and gateway (RECONCILE_INTERVAL_MS short, e.g. 2000):
//   node bench/erp-faults.mjs <baseUrl> --erp <sandboxErpUrl> [--orders 50] [--fail-rate 0.3]
//     [--lost-rate 0] [--timeout 180] [--shop-data <SHOP_DATA_DIR>]
// Against the strict sandbox (SANDBOX_ERP_STRICT=1), which books a repeated orderid twice, only the
// shop's lookup before a resend keeps each order single.
// --shop-data: as for bench/place-order.mjs (the checkout rate limit). Prints one JSON line;
// exits 1 when an order paid is missing from the ERP, is there twice, or the ERP has one not paid.
import {
  checkoutLimit,
  cli,
  erpOrderCounts,
  findSellableLine,
  payOnHostedPage,
  placeOrder,
  runTag,
  wholeNumber,
} from './lib/checkout.mjs';

const { base, values } = cli(
  'node bench/erp-faults.mjs <baseUrl> --erp <url> [--orders 50] [--fail-rate 0.3] [--lost-rate 0] [--timeout 180] [--shop-data dir]',
  {
    erp: { type: 'string' },
    orders: { type: 'string', default: '50' },
    'fail-rate': { type: 'string', default: '0.3' },
    'lost-rate': { type: 'string', default: '0' },
    timeout: { type: 'string', default: '180' },
    'shop-data': { type: 'string' },
  },
);
if (!values.erp) {
  console.error('--erp <sandbox ERP url> is required (e.g. http://127.0.0.1:4100)');
  process.exit(2);
}
const erp = values.erp.replace(/\/+$/, '');
const orders = wholeNumber(values.orders, 'orders');
const timeoutMs = wholeNumber(values.timeout, 'timeout') * 1000;
const failRate = Number(values['fail-rate']);
const lostRate = Number(values['lost-rate']);
const limit = checkoutLimit(values['shop-data']);
const run = runTag();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function setFaults(settings) {
  const res = await fetch(`${erp}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!res.ok)
    throw new Error(`the sandbox ERP refused the faults ${JSON.stringify(settings)}: ${await res.text()}`);
}

const erpOrderIds = () => erpOrderCounts(erp);

const item = await findSellableLine(base);
console.error(
  `ordering ${JSON.stringify(item.line)} (${item.name}), $PosProcessWeb failing at ${failRate}, answer lost at ${lostRate}`,
);

const placed = [];
const paid = [];
const notPaid = {};
const note = (reason) => (notPaid[reason] = (notPaid[reason] ?? 0) + 1);
await setFaults({ failRate, failStatus: 503, malformedRate: lostRate, match: '$PosProcessWeb' });
try {
  for (let i = 0; i < orders; i++) {
    limit.before();
    const order = await placeOrder(base, {
      line: item.line,
      email: `bench-${run}-${i}@example.com`,
      headers: limit.headers(i),
    });
    if (!order.ok) {
      note(`checkout: ${order.error}`);
      continue;
    }
    placed.push(order.orderId);
    const landed = await payOnHostedPage(order.redirectUrl, order.cookie).catch((e) => `error: ${e.message}`);
    const path = landed.replace(/^https?:\/\/[^/]+/, '');
    if (path === `/order-confirmation?order=${order.orderId}`) paid.push(order.orderId);
    else note(`return: ${path.replace(order.orderId, ':id')}`);
  }
} finally {
  await setFaults({});
  limit.close();
}

const paidSet = new Set(paid);
const inErp = (counts) => paid.filter((id) => counts.has(id)).length;
let counts = await erpOrderIds();
const firstTry = inErp(counts);
const cleared = Date.now();
while (inErp(counts) < paid.length && Date.now() - cleared < timeoutMs) {
  await sleep(2000);
  counts = await erpOrderIds();
}
const ours = new Set([...placed, ...paid]);
const missing = paid.filter((id) => !counts.has(id));
const twice = [...counts].filter(([id, n]) => ours.has(id) && n > 1).map(([id, n]) => ({ id, n }));
const unpaidInErp = placed.filter((id) => !paidSet.has(id) && counts.has(id));

console.log(
  JSON.stringify({
    name: 'paid orders into a failing ERP',
    failRate,
    lostRate,
    orders,
    placed: placed.length,
    paid: paid.length,
    ...(Object.keys(notPaid).length ? { notPaid } : {}),
    inErpAtOnce: firstTry,
    inErp: inErp(counts),
    secondsToReconcile: missing.length ? null : +((Date.now() - cleared) / 1000).toFixed(1),
    missing,
    twice,
    unpaidInErp,
  }),
);
if (missing.length || twice.length || unpaidInErp.length || paid.length < orders) process.exitCode = 1;
