// Placing an order, server side: latency of POST /api/checkout (the shop prices the cart from the
// ERP, stores the order and registers its payment with the card gateway) over N guest orders of
// one in-stock line with courier delivery, sent as the checkout page sends them. Nothing is paid.
// Usage, on a running shop (`npm start`, sandbox ERP and card gateway):
//   node bench/place-order.mjs <baseUrl> [--orders 200] [--concurrency 1] [--shop-data <SHOP_DATA_DIR>]
// --shop-data: clear the checkout rate-limit counters in the shop's database before each order;
// without it each order claims its own X-Forwarded-For address (see bench/lib/checkout.mjs).
// Prints one JSON line: p50/p95/p99/max in ms and how many failed (by error code).
import {
  checkoutLimit,
  cli,
  findSellableLine,
  latency,
  placeOrder,
  pool,
  runTag,
  wholeNumber,
} from './lib/checkout.mjs';

const { base, values } = cli(
  'node bench/place-order.mjs <baseUrl> [--orders 200] [--concurrency 1] [--shop-data dir]',
  {
    orders: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '1' },
    'shop-data': { type: 'string' },
  },
);
const orders = wholeNumber(values.orders, 'orders');
const concurrency = wholeNumber(values.concurrency, 'concurrency');
const limit = checkoutLimit(values['shop-data']);
const run = runTag();

const item = await findSellableLine(base);
console.error(`ordering ${JSON.stringify(item.line)} (${item.name}, ${item.stock} in stock)`);

// One order first, untimed: it warms the route (or compiles it under `next dev`), caches and connections.
limit.before();
const warm = await placeOrder(base, {
  line: item.line,
  email: `bench-${run}-warm@example.com`,
  headers: limit.headers(orders),
});
if (!warm.ok) console.error(`the warm-up order failed: ${warm.error}`);

const times = [];
const failures = {};
const t0 = performance.now();
await pool(orders, concurrency, async (i) => {
  limit.before();
  const r = await placeOrder(base, {
    line: item.line,
    email: `bench-${run}-${i}@example.com`,
    headers: limit.headers(i),
  });
  if (r.ok) times.push(r.ms);
  else failures[r.error] = (failures[r.error] ?? 0) + 1;
});
const seconds = (performance.now() - t0) / 1000;
limit.close();

console.log(
  JSON.stringify({
    name: 'checkout POST',
    orders,
    concurrency,
    rateLimit: limit.mode,
    ok: times.length,
    failed: orders - times.length,
    ...(orders > times.length ? { failures } : {}),
    ...latency(times),
    ordersPerSecond: +(orders / seconds).toFixed(1),
  }),
);
if (times.length < orders) process.exitCode = 1;
