// Shared by bench/place-order.mjs, bench/erp-faults.mjs and bench/load.mjs: a sellable line from the shop's own
// APIs, POST /api/checkout as the browser sends it, paying on the sandbox gateway's hosted page,
// the checkout rate limit, the ERP's orders, and percentiles.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

/** `node bench/x.mjs <baseUrl> [--flag value…]` → { base, values }; exits with `usage` on bad flags. */
export function cli(usage, options) {
  try {
    const { values, positionals } = parseArgs({ options, allowPositionals: true });
    return { base: (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''), values };
  } catch (error) {
    console.error(`${error.message}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** A positive whole number from a flag, or exit. */
export function wholeNumber(value, name) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number from 1, got ${value}`);
    process.exit(2);
  }
  return n;
}

async function getJson(url) {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/**
 * Every colour and size of a product with stock, from its GET /api/products/:id/options answer, as
 * { stock, name, priceCents, line }: `line` is what the cart stores (lib/product-options.ts
 * cartInput, lib/cart/cart.ts).
 */
export function stockedLines(options) {
  const colours = options.colours.length ? options.colours : [null];
  const sizes = options.sizes.length ? options.sizes : [null];
  const lines = [];
  for (const colour of colours)
    for (const size of sizes) {
      const byColour = options.stock?.[colour?.name ?? ''] ?? options.stock?.[''];
      const stock = byColour?.[size ?? ''] ?? 0;
      if (stock > 0)
        lines.push({
          stock,
          name: options.name,
          priceCents: options.priceCents,
          line: { id: options.id, size: size ?? 'ONE SIZE', color: colour?.label ?? 'DEFAULT', quantity: 1 },
        });
    }
  return lines;
}

/**
 * A line the shop sells right now, found as a shopper would: search results, then the quick-add
 * dialog's options (colours, sizes, stock). The size and colour with the most stock win, so
 * `quantity` of it can be ordered many times over (the sandbox ERP does not draw stock down).
 */
export async function findSellableLine(base, terms = ['shirt', 'dress', 'jacket', 'trousers']) {
  let best = null;
  for (const term of terms) {
    const { items } = await getJson(`${base}/api/search?q=${encodeURIComponent(term)}`);
    for (const { id } of items) {
      for (const candidate of stockedLines(await getJson(`${base}/api/products/${id}/options`)))
        if (candidate.stock > (best?.stock ?? 0)) best = candidate;
    }
    if (best && best.stock >= 10) break;
  }
  if (!best) throw new Error('no product in stock found through /api/search and /api/products/:id/options');
  return best;
}

/** Checkout details that pass lib/checkout/checkout-schema.ts: a guest in Nicosia. */
export const guestDetails = (email) => ({
  email,
  firstName: 'Niki',
  lastName: 'Charalambous',
  address: '12 Makariou Avenue',
  city: 'Nicosia',
  zipCode: '1065',
  country: 'Cyprus',
  phone: '+357 99 123456',
});

/**
 * Keeps the checkout rate limit (20 per client IP per 10 minutes, keyed on the last
 * X-Forwarded-For entry) from refusing a run. With the shop's data directory, the checkout
 * counters are deleted from its SQLite table before each order, outside the timing (what the e2e
 * tests' clearRateLimits does), and every order comes from this machine's real address. Without
 * it, each order claims its own X-Forwarded-For address, as bench/auth.mjs does: the shop believes
 * that header only from a peer in TRUSTED_PROXIES, so start it with TRUSTED_PROXIES=127.0.0.1.
 */
export function checkoutLimit(shopDataDir) {
  if (!shopDataDir) {
    const net = `10.${randomBytes(1)[0]}`;
    return {
      mode: 'x-forwarded-for',
      before() {},
      headers: (i) => ({ 'X-Forwarded-For': `${net}.${(i >> 8) & 255}.${i & 255}` }),
      close() {},
    };
  }
  const db = new Database(join(shopDataDir, 'shop.db'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const clear = db.prepare("DELETE FROM rate_limits WHERE key LIKE 'checkout:%'");
  return {
    mode: 'shop-db',
    before: () => void clear.run(),
    headers: () => ({}),
    close: () => db.close(),
  };
}

/**
 * One POST /api/checkout with the headers and body the checkout page sends
 * (components/checkout/place-order.ts, checkout-form.tsx): JSON, the shop's Origin, a fresh
 * idempotency key, courier delivery. Times the request until the whole answer is read. `lines`
 * (default [line]) is the bag; `send` replaces fetch (bench/load/shopper-fetch.mjs: a shopper's own address).
 */
export async function placeOrder(base, { line, lines = [line], email, headers = {}, send = fetch }) {
  const body = {
    idempotencyKey: randomUUID(),
    lines,
    details: guestDetails(email),
    delivery: { method: 'courier' },
  };
  const t0 = performance.now();
  const res = await send(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  const ms = performance.now() - t0;
  const ok = res.ok && typeof json?.orderId === 'string' && typeof json?.redirectUrl === 'string';
  return {
    ok,
    ms,
    status: res.status,
    error: ok ? null : (json?.error?.code ?? `http ${res.status}`),
    orderId: json?.orderId,
    redirectUrl: json?.redirectUrl,
    // The guest's order_view cookie, which the browser carries back from the gateway.
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

const unescapeHtml = (s) =>
  s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e]);

/**
 * Pays on the sandbox gateway's hosted page as a browser does: GET the page, POST its form with the
 * success test card and the Pay button, follow the 303 to the shop's return URL (with the
 * order_view cookie). Returns where the shop sent the browser: /order-confirmation?order=… when paid.
 * `send` replaces fetch, as for placeOrder.
 */
export async function payOnHostedPage(formUrl, cookie, send = fetch) {
  const page = await send(formUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !action) throw new Error(`the gateway's page answered ${page.status} without a card form`);
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const paid = await send(new URL(unescapeHtml(action), formUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(formUrl).origin },
    body: new URLSearchParams({
      cardName: 'NIKI CHARALAMBOUS',
      cardNumber: '5000001111111115',
      expiry,
      cvc: '123',
      action: 'pay',
    }),
    redirect: 'manual',
  });
  const returnUrl = paid.headers.get('location');
  if (paid.status !== 303 || !returnUrl)
    throw new Error(`the card form answered ${paid.status}, no redirect`);
  const back = await send(returnUrl, { headers: { Cookie: cookie }, redirect: 'manual' });
  await back.arrayBuffer();
  return back.headers.get('location') ?? `(no redirect: ${back.status})`;
}

/** How many pos/trans rows the (sandbox) ERP at `erp` holds per orderid (the shop's order id). */
export async function erpOrderCounts(erp) {
  const res = await fetch(`${erp}/$TableGetView?system=pos&file=trans&fields=orderid%20refer`);
  if (!res.ok) throw new Error(`the ERP's trans list answered ${res.status}`);
  const counts = new Map();
  for (const row of await res.json())
    if (row.orderid) counts.set(row.orderid, (counts.get(row.orderid) ?? 0) + 1);
  return counts;
}

/** Runs `task(i)` for i in 0…n-1, `concurrency` at a time. */
export async function pool(n, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < n) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50/p95/p99/max in ms (nearest rank) of `times`. */
export function latency(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (v) => (v === undefined ? null : +v.toFixed(1));
  return {
    p50Ms: r(pct(sorted, 50)),
    p95Ms: r(pct(sorted, 95)),
    p99Ms: r(pct(sorted, 99)),
    maxMs: r(sorted.at(-1)),
  };
}

/** A tag for this run's e-mail addresses, so orders of different runs are told apart. */
export const runTag = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
