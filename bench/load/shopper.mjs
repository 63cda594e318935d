// One simulated shopper of the load test: its own loopback address and account, repeating a
// weighted journey with 1-3 s of thinking between steps (home, a listing and a filter, search as
// the overlay asks it, a product and its options, the cart quote, sometimes sign-in and /account,
// and for a fraction a checkout paid on the sandbox gateway's hosted page).
import { Agent } from 'undici';
import { payOnHostedPage, placeOrder, stockedLines } from '../lib/checkout.mjs';
import { shopperFetch } from './shopper-fetch.mjs';

// The journey's weights (each a probability per journey).
export const MIX = { fromHome: 0.8, filter: 0.7, search: 0.5, signIn: 0.3, checkout: 0.15 };
export const THINK_MS = [1000, 3000];
const SEARCH_TERMS = [
  'shirt',
  'dress',
  'jacket',
  'trousers',
  'jeans',
  'shoes',
  'bag',
  'skirt',
  'coat',
  'top',
];
const FILTERS = [
  'price=under-50',
  'price=50-100',
  'price=100-200',
  'size=M',
  'size=L',
  'sort=price-asc',
  'sort=latest',
];
const PASSWORD = 'load-pass-1';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
/** Shopper i's own source address: 127.1.0.1, 127.1.0.2… (never 127.0.0.1, nginx's own). */
const addressOf = (i) => `127.1.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

/** Catalogue links a shopper can follow: the header menu's listings and the product pages they link. */
export async function discover(base) {
  const res = await fetch(`${base}/api/navigation`);
  if (!res.ok) throw new Error(`GET /api/navigation answered ${res.status}`);
  const links = [...JSON.stringify(await res.json()).matchAll(/"link":"(\/[a-z]+\/\d+)"/g)].map((m) => m[1]);
  const categories = [...new Set(links)];
  if (!categories.length) throw new Error('no category listing in /api/navigation');
  const products = new Set();
  for (const category of categories.filter((_, i) => i % Math.ceil(categories.length / 12) === 0)) {
    const page = await fetch(base + category);
    for (const m of (await page.text()).matchAll(/href="((?:\/[a-z]+\/\d+)?\/product\/\d+)"/g))
      products.add(m[1]);
  }
  if (!products.size) throw new Error('no product linked from the category listings');
  return { categories, products: [...products] };
}

const jsonInit = (base, body, cookie) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Origin: base,
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: JSON.stringify(body),
});
const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !/=$/.test(c));

/**
 * One shopper: its own address and account, journeys until `end`, counted in `tally`.
 * @param {number} i
 * @param {{ base: string, tag: string, catalogue: { categories: string[], products: string[] },
 *   fallbackLine: any, tally: import('./tally.mjs').Tally }} run
 */
export function shopper(i, { base, tag, catalogue, fallbackLine, tally }) {
  const dispatcher = new Agent({ localAddress: addressOf(i), keepAliveTimeout: 10_000 });
  const send = shopperFetch(dispatcher, base, tally);
  const { counters } = tally;
  const email = `load-${tag}-${i}@example.com`;
  let session = ''; // the Cookie header while signed in

  let navigationAt = -Infinity;
  const page = async (path) => {
    // The header's menu, which the browser keeps for 5 minutes (Cache-Control max-age=300).
    if (Date.now() - navigationAt > 300_000) {
      navigationAt = Date.now();
      await send(`${base}/api/navigation`, {}, [200]);
    }
    await send(
      base + path,
      { headers: { Accept: 'text/html', ...(session ? { Cookie: session } : {}) } },
      [200],
    );
    // What the header and the hearts ask on each page load when the signed-in hint is set.
    if (session) {
      await send(`${base}/api/auth/session`, { headers: { Cookie: session } }, [200]);
      await send(`${base}/api/favourites`, { headers: { Cookie: session } }, [200]);
    }
  };

  async function signIn() {
    const res = await send(`${base}/api/auth/login`, jsonInit(base, { email, password: PASSWORD }), [200]);
    if (res.ok) session = cookiesOf(res).join('; ');
    counters.signIns++;
    await think();
    await page('/account');
  }

  async function signOut() {
    await send(`${base}/api/auth/logout`, jsonInit(base, {}, session), [200, 204]);
    session = '';
  }

  async function checkout(lines) {
    counters.checkouts++;
    await page('/cart');
    await think();
    await page('/checkout');
    await think();
    const order = await placeOrder(base, {
      lines: lines.map(({ line }) => line),
      email,
      headers: session ? { Cookie: session } : {},
      send,
    });
    if (!order.ok) return;
    counters.placed++;
    tally.placedIds.add(order.orderId);
    await think(); // typing the card details
    const cookie = [session, order.cookie].filter(Boolean).join('; ');
    const landed = await payOnHostedPage(order.redirectUrl, cookie, send);
    const path = landed.replace(/^https?:\/\/[^/]+/, '');
    if (path !== `/order-confirmation?order=${order.orderId}`) {
      if (tally.measuring)
        tally.noteError('journey checkout', `returned to ${path.replace(order.orderId, ':id')}`);
      return;
    }
    tally.paidIds.add(order.orderId);
    counters.paid++;
    await send(base + path, { headers: { Accept: 'text/html', Cookie: cookie } }, [200]);
  }

  async function journey(end) {
    const steps = [];
    if (chance(MIX.fromHome)) steps.push(() => page('/'));
    const category = pick(catalogue.categories);
    steps.push(() => page(category));
    if (chance(MIX.filter)) steps.push(() => page(`${category}?${pick(FILTERS)}`));
    if (chance(MIX.search)) {
      const term = pick(SEARCH_TERMS);
      // The Ctrl+K overlay asks as the shopper types (debounced), then the results page.
      steps.push(async () => {
        for (const q of [term.slice(0, 3), term])
          await send(`${base}/api/search?q=${encodeURIComponent(q)}`, {}, [200]);
      });
      steps.push(() => page(`/products?search=${encodeURIComponent(term)}`));
    }
    const product = pick(catalogue.products);
    const id = /(\d+)$/.exec(product)?.[1];
    steps.push(() => page(product));
    /** @type {any[]} */
    const bag = [];
    steps.push(async () => {
      const res = await send(
        `${base}/api/products/${id}/options`,
        { headers: { Accept: 'application/json' } },
        [200],
      );
      const stocked = res.ok ? stockedLines(await res.json()) : [];
      bag.push(stocked.length ? pick(stocked) : fallbackLine);
      // The cart page's quote of the bag, as after adding it.
      await send(
        `${base}/api/cart/quote`,
        jsonInit(base, { lines: bag.map(({ line, priceCents }) => ({ ...line, priceCents })) }),
        [200],
      );
    });
    const signsIn = !session && chance(MIX.signIn);
    if (signsIn) steps.push(signIn);
    if (chance(MIX.checkout)) steps.push(() => checkout(bag));
    for (const step of steps) {
      if (Date.now() >= end) return;
      try {
        await step();
      } catch (error) {
        // A network error is noted by shopperFetch; anything else (a gateway page without its
        // form, an answer that is not JSON) here. The shopper goes on.
        if (tally.measuring && !error.noted) tally.noteError('journey', error.message);
      }
      await think();
    }
    if (session && chance(0.5)) await signOut().catch(() => undefined);
    counters.journeys++;
  }

  return {
    async register() {
      const res = await send(
        `${base}/api/auth/register`,
        jsonInit(base, {
          firstName: 'Load',
          lastName: `Shopper ${i}`,
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
        [200, 201],
      );
      if (!res.ok) throw new Error(`registering ${email} answered ${res.status}: ${await res.text()}`);
    },
    async run(startAt, end) {
      await sleep(Math.max(0, startAt - Date.now()));
      while (Date.now() < end) await journey(end);
    },
    close: () => dispatcher.close(),
  };
}
